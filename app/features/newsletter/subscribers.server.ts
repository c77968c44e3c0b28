import { and, eq, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { newsletterDeliveries, newsletterSubscribers, type Attribution } from "~/db/schema";
import { SUBSCRIBER_STATES, type SubscriberState } from "~/features/newsletter/admin-schema";
import { newsletterConfirmation } from "~/features/newsletter/emails/newsletter-confirmation";
import { newsletterWelcome } from "~/features/newsletter/emails/newsletter-welcome";
import { renderedOncePerToken } from "~/emails/render.server";
import { unsubscribeHeaders } from "~/services/bulk-mail.server";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { enrollFor } from "~/features/sequences/enrolment.server";
import { attachToPerson } from "~/features/people/people.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";

/** A repeated sign-up resends the confirmation at most this often. */
const RESEND_AFTER_MS = 60 * 60 * 1000;

const siteUrl = () => env().SITE_URL;
export const doubleOptIn = () => env().NEWSLETTER_DOUBLE_OPT_IN === "1";

export function newsletterUnsubscribeUrl(token: string, deliveryToken?: string) {
  const url = new URL("/unsubscribe", siteUrl());
  url.searchParams.set("token", token);
  if (deliveryToken) url.searchParams.set("d", deliveryToken);
  return url.toString();
}

export function newsletterConfirmUrl(token: string) {
  const url = new URL("/newsletter/confirm", siteUrl());
  url.searchParams.set("token", token);
  return url.toString();
}

/** The unsubscribe headers of the newsletter's e-mails (every bulk e-mail's: app/services/bulk-mail.server.ts). */
export const newsletterHeaders = (token: string, deliveryToken?: string) =>
  unsubscribeHeaders(newsletterUnsubscribeUrl(token, deliveryToken));

// Rendered once per site address, each recipient's token put in (renderedOncePerToken): the render
// is most of a sign-up's CPU (docs/performance.md, decision 0091).
const welcomeFor = renderedOncePerToken((token) =>
  newsletterWelcome({ siteUrl: siteUrl(), unsubscribeUrl: newsletterUnsubscribeUrl(token) }),
);
const confirmationFor = renderedOncePerToken((token) =>
  newsletterConfirmation({ confirmUrl: newsletterConfirmUrl(token) }),
);

async function queueWelcome(tx: DbOrTx, to: string, unsubscribeToken: string, personId: number) {
  // Every confirmation (double opt-in's, or a sign-up without it) is welcomed here: it enrols too.
  await enrollFor(tx, personId, { kind: "newsletter-confirmed" });
  const mail = await welcomeFor(siteUrl(), unsubscribeToken);
  await enqueueEmails(tx, {
    kind: "newsletter-welcome",
    to,
    ...mail,
    headers: newsletterHeaders(unsubscribeToken),
    personId,
  });
}

async function queueConfirmation(tx: DbOrTx, to: string, confirmToken: string, personId: number) {
  const mail = await confirmationFor(siteUrl(), confirmToken);
  await enqueueEmails(tx, { kind: "newsletter-confirmation", to, ...mail, personId });
}

/**
 * Subscribes an address (product.md §10.10). With double opt-in (the default) a new address is
 * pending until its owner confirms from the e-mail; a repeated sign-up resends that e-mail at most
 * hourly. Whatever the address's state, the caller answers the same, so the answer tells no one who
 * is subscribed. A suppressed address stays suppressed (only the owner restores it).
 */
export async function subscribe(email: string, attribution: Attribution = {}) {
  const normalized = email.trim().toLowerCase();
  const optIn = doubleOptIn();
  const now = new Date(nowMs());
  return db().transaction(async (tx) => {
    const personId = await attachToPerson(tx, { email: normalized, source: "newsletter", attribution });
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({
        email: normalized,
        attribution,
        personId,
        state: optIn ? "pending" : "confirmed",
        confirmationSentAt: optIn ? now : null,
        confirmedAt: optIn ? null : now,
        stateChangedAt: now,
        subscribedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      await subscribeAgain(tx, normalized, optIn, now);
      return { created: false };
    }
    const row = inserted[0];
    if (optIn) await queueConfirmation(tx, normalized, row.confirmToken, personId);
    // The welcome carries the one-click unsubscribe link (RFC 8058), like every newsletter e-mail.
    else await queueWelcome(tx, normalized, row.unsubscribeToken, personId);
    await enqueueEmails(
      tx,
      newLeadNotice({
        kind: "newsletter-notification",
        subject: `New newsletter subscriber: ${normalized}`,
        lines: [["E-mail", normalized]],
        attribution,
        personId,
      }),
    );
    return { created: true };
  });
}

/** A sign-up for an address we have: a pending or unsubscribed one is asked (again) to confirm. */
async function subscribeAgain(tx: DbOrTx, email: string, optIn: boolean, now: Date) {
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email))
    .for("update");
  if (!row || row.state === "confirmed" || row.state === "suppressed") return;
  if (!optIn) {
    await tx
      .update(newsletterSubscribers)
      .set({ state: "confirmed", confirmedAt: now, stateChangedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
    await queueWelcome(tx, row.email, row.unsubscribeToken, row.personId);
    return;
  }
  const recentlySent =
    row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < RESEND_AFTER_MS;
  if (row.state === "unsubscribed")
    await tx
      .update(newsletterSubscribers)
      .set({ state: "pending", stateChangedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
  if (recentlySent) return;
  await tx
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: now })
    .where(eq(newsletterSubscribers.id, row.id));
  await queueConfirmation(tx, row.email, row.confirmToken, row.personId);
}

const confirmPattern = /^[a-f0-9]{32,128}$/;

const CONFIRM_NOT_FOUND = "Confirmation link not found.";
const UNSUBSCRIBE_NOT_FOUND = "Unsubscribe link not found.";

/** The column a link's token is kept in: the confirmation's or the unsubscribe link's. */
type TokenColumn = typeof newsletterSubscribers.confirmToken | typeof newsletterSubscribers.unsubscribeToken;

/** What a link's page shows for its token (the address and its state), or its 404. */
async function stateByToken(column: TokenColumn, token: string, notFound: string) {
  const [row] = await db()
    .select({ email: newsletterSubscribers.email, state: newsletterSubscribers.state })
    .from(newsletterSubscribers)
    .where(eq(column, token))
    .limit(1);
  return row ? { email: row.email, state: row.state as SubscriberState } : refuse(404, notFound);
}

/** The subscriber a link's token names, locked for the change the link makes. */
async function lockByToken(tx: DbOrTx, column: TokenColumn, token: string) {
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(column, token)).for("update");
  return row;
}

/** What the confirmation page shows for a token; a GET reads, it never confirms. */
export async function findByConfirmToken(
  token: string,
): Promise<{ email: string; state: SubscriberState } | Refused> {
  if (!confirmPattern.test(token)) return refuse(404, CONFIRM_NOT_FOUND);
  return stateByToken(newsletterSubscribers.confirmToken, token, CONFIRM_NOT_FOUND);
}

/**
 * The confirmation page's button (a POST): a pending or unsubscribed address becomes confirmed and is
 * welcomed. A suppressed address is not (its mail bounced or it complained; the owner restores it):
 * its link is refused as an unknown one is.
 */
export async function confirmSubscription(token: string): Promise<{ state: "confirmed" } | Refused> {
  if (!confirmPattern.test(token)) return refuse(404, CONFIRM_NOT_FOUND);
  const now = new Date(nowMs());
  return db().transaction(async (tx) => {
    const row = await lockByToken(tx, newsletterSubscribers.confirmToken, token);
    if (!row || row.state === "suppressed") return refuse(404, CONFIRM_NOT_FOUND);
    if (row.state === "confirmed") return { state: "confirmed" as const };
    await tx
      .update(newsletterSubscribers)
      .set({ state: "confirmed", confirmedAt: now, stateChangedAt: now, unsubscribedIssueId: null })
      .where(eq(newsletterSubscribers.id, row.id));
    await queueWelcome(tx, row.email, row.unsubscribeToken, row.personId);
    return { state: "confirmed" as const };
  });
}

export async function findSubscriberByToken(
  token: string,
): Promise<{ email: string; state: SubscriberState } | Refused> {
  return stateByToken(newsletterSubscribers.unsubscribeToken, token, UNSUBSCRIBE_NOT_FOUND);
}

/**
 * Unsubscribes the subscriber with this token (refused when no subscriber has it). `deliveryToken` (an
 * issue's link) records which issue they left from, for its results. A suppressed address stays so.
 */
export async function unsubscribeByToken(
  token: string,
  deliveryToken?: string,
): Promise<{ ok: true } | Refused> {
  const now = new Date(nowMs());
  return db().transaction(async (tx) => {
    const row = await lockByToken(tx, newsletterSubscribers.unsubscribeToken, token);
    if (!row) return refuse(404, UNSUBSCRIBE_NOT_FOUND);
    if (row.state === "unsubscribed" || row.state === "suppressed") return { ok: true as const };
    let issueId: number | null = null;
    if (deliveryToken) {
      const [delivery] = await tx
        .select({ issueId: newsletterDeliveries.issueId })
        .from(newsletterDeliveries)
        .where(
          and(eq(newsletterDeliveries.token, deliveryToken), eq(newsletterDeliveries.subscriberId, row.id)),
        );
      issueId = delivery?.issueId ?? null;
    }
    await tx
      .update(newsletterSubscribers)
      .set({ state: "unsubscribed", stateChangedAt: now, unsubscribedIssueId: issueId })
      .where(eq(newsletterSubscribers.id, row.id));
    return { ok: true as const };
  });
}

/** The person's subscription, if any (their page, docs/product/account.md). */
export async function subscriptionOfPerson(personId: number) {
  const [row] = await db()
    .select({ state: newsletterSubscribers.state, token: newsletterSubscribers.unsubscribeToken })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.personId, personId));
  return row;
}

/** The person's "turn off" on their page: what their unsubscribe link does. */
export async function unsubscribePerson(personId: number): Promise<{ ok: true } | Refused> {
  const row = await subscriptionOfPerson(personId);
  return row ? unsubscribeByToken(row.token) : refuse(404, "You have no newsletter subscription.");
}

/**
 * The owner's hand: suppress a subscriber, or restore a suppressed one to confirmed (the owner vouches
 * for the address). Answers the new state; an unknown id, or a restore of an address that is not
 * suppressed, is refused.
 */
export async function setSuppressed(
  id: number,
  suppressed: boolean,
): Promise<{ state: SubscriberState } | Refused> {
  const now = new Date(nowMs());
  const [row] = await db()
    .update(newsletterSubscribers)
    .set(
      suppressed
        ? { state: "suppressed", suppressedReason: "Suppressed by the owner", stateChangedAt: now }
        : { state: "confirmed", suppressedReason: null, stateChangedAt: now },
    )
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        suppressed ? sql`true` : eq(newsletterSubscribers.state, "suppressed"),
      ),
    )
    .returning({ state: newsletterSubscribers.state });
  return row
    ? { state: row.state as SubscriberState }
    : refuse(404, "Subscriber not found, or not suppressed.");
}

/** How many subscribers are in each state (the admin's filter shows them). */
export async function subscriberStateCounts(): Promise<Record<SubscriberState, number>> {
  const rows = await db()
    .select({ state: newsletterSubscribers.state, n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.state);
  const counts = Object.fromEntries(SUBSCRIBER_STATES.map((s) => [s, 0])) as Record<SubscriberState, number>;
  for (const r of rows) if (r.state in counts) counts[r.state as SubscriberState] = r.n;
  return counts;
}
