import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { newsletterDeliveries, sequenceEnrollments } from "~/db/schema";
import { closeBulkTransport } from "~/services/mail.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";

// The pace of bulk mail (the newsletter's issues and the follow-up sequences, decisions 0085 and
// 0097): one budget of NEWSLETTER_RATE_PER_MINUTE claims in any 60 s, by every instance and both
// workers together, since they go out through the same bulk SMTP connection and sender reputation.

const TICK_MS = 1_000;
/** Rows claimed at once: few, so each claim is sent long before it runs out. */
const CLAIM_BATCH = 10;

export const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * How long a claim holds. A row still claimed after it belongs to a dead instance and is sent again
 * (the only way a recipient can get a mail twice: a kill between the SMTP server's 250 and our
 * commit; the Message-ID is the same, so receivers can tell). Far longer than a tick can take.
 */
const CLAIM_SECONDS = 15 * 60;

/** What a claim sets on a row: when (what the budget counts), held until, and one more attempt. */
export const claimStamp = (attempts: PgColumn, now: number) => ({
  claimedAt: sql`${at(now)}`,
  lockedUntil: sql`${at(now + CLAIM_SECONDS * 1000)}`,
  attempts: sql`${attempts} + 1`,
});

/** What may still be claimed this minute, by every instance together. */
async function budget(now: number) {
  const since = at(now - 60_000);
  const [row] = await db()
    .select({
      n: sql<number>`(select count(*) from ${newsletterDeliveries} where ${newsletterDeliveries.claimedAt} > ${since})::int
        + (select count(*) from ${sequenceEnrollments} where ${sequenceEnrollments.claimedAt} > ${since})::int`,
    })
    .from(sql`(select 1) as one`);
  return Math.max(0, env().NEWSLETTER_RATE_PER_MINUTE - row.n);
}

/** What one send did: counted, or left for later (a 4xx retry), or the server is unreachable. */
export type SendOutcome = "sent" | "failed" | "skipped" | "retry" | "down";
export type Tally = { sent: number; failed: number; skipped: number };

/**
 * One tick's share of the pace (NEWSLETTER_RATE_PER_MINUTE / 60, within what the last minute left),
 * a small claim at a time, sent one after another. When the server is unreachable the rest of the
 * claim goes back untried (`putBack`) and the tick ends.
 */
export async function sendPaced<T>(worker: {
  claim: (limit: number, now: number) => Promise<T[]>;
  send: (row: T) => Promise<SendOutcome>;
  putBack: (rows: T[]) => Promise<unknown>;
}): Promise<Tally> {
  const result = { sent: 0, failed: 0, skipped: 0 };
  let share = Math.max(1, Math.ceil(env().NEWSLETTER_RATE_PER_MINUTE / 60));
  const started = Date.now();
  try {
    while (share > 0 && Date.now() - started < TICK_MS * 5) {
      const now = nowMs();
      const limit = Math.min(share, CLAIM_BATCH, await budget(now));
      if (limit <= 0) break;
      const claimed = await worker.claim(limit, now);
      if (claimed.length === 0) break;
      share -= claimed.length;
      for (const [i, row] of claimed.entries()) {
        const outcome = await worker.send(row);
        if (outcome === "down") {
          const rest = claimed.slice(i + 1);
          if (rest.length > 0) await worker.putBack(rest);
          return result;
        }
        if (outcome !== "retry") result[outcome]++;
      }
    }
  } finally {
    // The connection is kept for one tick's sends only: an idle one would hold the server's slot.
    closeBulkTransport();
  }
  return result;
}

/** A bulk worker's background job: every second (the runner never lets a tick overlap the last). */
export const pacedJob = (name: string, run: () => Promise<unknown>) => ({ name, everyMs: TICK_MS, run });
