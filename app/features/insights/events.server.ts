import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { insightEvents, visitorSalts } from "~/db/schema";
import type { InsightEventInput } from "~/features/insights/event-schema";
import { siteDay } from "~/utils/dates";
import { trafficCampaign, trafficSource } from "~/utils/traffic-source";

// Each instance remembers the salts it has read; the database decides which salt a day has.
const saltCache = new Map<string, string>();

/** The day's secret salt: the first instance to need it creates it, every other one reads it. */
export async function saltFor(day: string): Promise<string> {
  const cached = saltCache.get(day);
  if (cached) return cached;
  const [row] = await db()
    .insert(visitorSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoUpdate({ target: visitorSalts.day, set: { day: sql`excluded.day` } })
    .returning({ salt: visitorSalts.salt });
  if (saltCache.size > 4) saltCache.clear();
  saltCache.set(day, row.salt);
  return row.salt;
}

/** Yesterday's and older salts go: a visitor hash of a past day can then never be recomputed. */
export async function deleteOldSalts(today: string) {
  await db()
    .delete(visitorSalts)
    .where(lt(visitorSalts.day, sql`${today}::date - 1`));
  saltCache.clear();
}

/** 48 bits of sha256(salt, address, user agent, site): the same for a visitor within one day only. */
export function visitorHash(salt: string, clientIp: string, userAgent: string, site: string): number {
  return createHash("sha256").update(`${salt}\n${clientIp}\n${userAgent}\n${site}`).digest().readUIntBE(0, 6);
}

/**
 * Whether a request's event may be stored: not when the browser asks not to be tracked (Sec-GPC,
 * DNT), for bots and prefetches, or for admin pages.
 */
export function isCountable(headers: Headers, path: string): boolean {
  if (headers.get("sec-gpc") === "1" || headers.get("dnt") === "1") return false;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const userAgent = headers.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return false;
  return !/^\/admin(\/|$)/i.test(path);
}

export type EventOrigin = { clientIp: string; userAgent: string; site: string; now?: Date };

/** Stores one event; the address and user agent only go into the hash. */
export async function recordEvent(event: InsightEventInput, origin: EventOrigin) {
  const day = siteDay(origin.now);
  const salt = await saltFor(day);
  await db()
    .insert(insightEvents)
    .values({
      day,
      name: event.name,
      path: event.path.split(/[?#]/)[0],
      source: trafficSource(event, origin.site.split(":")[0]),
      campaign: trafficCampaign(event) ?? null,
      step: event.step ?? null,
      visitor: visitorHash(salt, origin.clientIp, origin.userAgent, origin.site),
    });
}

/** A salted hash of the address for the rate-limit key, so the counter table holds no address. */
export async function rateLimitKey(clientIp: string, now?: Date) {
  const salt = await saltFor(siteDay(now));
  return `events:${createHash("sha256").update(`${salt}\n${clientIp}`).digest("hex").slice(0, 32)}`;
}
