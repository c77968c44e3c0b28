import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { clientSignInLinks, people } from "~/db/schema";
import { normalizeEmail } from "~/features/people/people.server";
import { enqueueEmails } from "~/services/outbox.server";
import { hitRateLimit, tooManyMessage } from "~/services/rate-limit.server";
import { now, nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";
import { signInLinkEmail } from "./emails/sign-in-link";

/**
 * Sign-in by a link e-mailed to the address (docs/product/account.md, decision 0111): any person the
 * site knows may sign in; the form answers the same whether the address is known or not, and only a
 * rate limit reached answers otherwise. The link is single-use, valid 30 minutes, and bound to the
 * address it was sent to: it signs in the person who still holds that address.
 */
export const LINK_VALID_MS = 30 * 60_000;
/** Links per address, and requests per client address, in an hour. */
export const LINKS_PER_ADDRESS = 5;
export const REQUESTS_PER_CLIENT = 20;
const HOUR_MS = 3600_000;

export const SIGN_IN_SENT =
  "If this address is one we know, a sign-in link is on its way. It works once, for 30 minutes.";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const linkUrl = (token: string) =>
  new URL(`${href("/account/link")}?token=${token}`, env().SITE_URL).toString();

/** Asks for a link: queued in the outbox when the address is a person's; the same answer either way. */
export async function requestSignInLink(
  email: string,
  clientIp: string,
): Promise<{ message: string } | Refused> {
  const address = normalizeEmail(email);
  // The client's limit first: one network cannot probe many addresses, nor fill one's inbox.
  for (const [key, limit] of [
    [`account-link:ip:${clientIp}`, REQUESTS_PER_CLIENT],
    [`account-link:email:${address}`, LINKS_PER_ADDRESS],
  ] as const) {
    const rate = await hitRateLimit(key, limit, HOUR_MS);
    if (!rate.allowed)
      return refuse(429, tooManyMessage(rate.retryAfterSeconds, "sign-in requests"), {
        retryAfterSeconds: rate.retryAfterSeconds,
      });
  }
  const token = randomBytes(32).toString("hex");
  // Rendered whether or not the address is known, so the answer takes as long either way.
  const content = await signInLinkEmail(linkUrl(token));
  await db().transaction(async (tx) => {
    const [person] = await tx.select({ id: people.id }).from(people).where(eq(people.email, address));
    if (!person) return;
    await tx.insert(clientSignInLinks).values({
      tokenHash: hashOf(token),
      personId: person.id,
      email: address,
      expiresAt: new Date(nowMs() + LINK_VALID_MS),
      createdAt: now(),
    });
    await enqueueEmails(tx, { kind: "account-sign-in", to: address, personId: person.id, ...content });
  });
  return { message: SIGN_IN_SENT };
}

/** A link that still signs in: unused, unexpired, and its person still at the address it was sent to. */
const usable = (tokenHash: string) =>
  and(
    eq(clientSignInLinks.tokenHash, tokenHash),
    isNull(clientSignInLinks.usedAt),
    gt(clientSignInLinks.expiresAt, now()),
    eq(people.email, clientSignInLinks.email),
  );

/** Whether the link's page may offer its button (a GET reads, it never signs in). */
export async function signInLinkIsUsable(token: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: clientSignInLinks.id })
    .from(clientSignInLinks)
    .innerJoin(people, eq(people.id, clientSignInLinks.personId))
    .where(usable(hashOf(token)));
  return Boolean(row);
}

/** Spends the link (once, whatever the race): the person it signs in, or undefined. */
export async function redeemSignInLink(token: string): Promise<number | undefined> {
  const [row] = await db()
    .update(clientSignInLinks)
    .set({ usedAt: now() })
    .from(people)
    .where(and(eq(people.id, clientSignInLinks.personId), usable(hashOf(token))))
    .returning({ personId: clientSignInLinks.personId });
  return row?.personId;
}

/** Forgets links that can no longer sign in (the hourly housekeeping): expired a day ago, or used. */
export async function pruneSignInLinks(at = nowMs()) {
  await db()
    .delete(clientSignInLinks)
    .where(
      or(
        lt(clientSignInLinks.expiresAt, new Date(at - 24 * HOUR_MS)),
        sql`${clientSignInLinks.usedAt} is not null`,
      ),
    );
}
