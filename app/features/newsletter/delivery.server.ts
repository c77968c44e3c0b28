import { and, eq, inArray, sql } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { newsletterDeliveries, newsletterIssues, newsletterLinks, newsletterSubscribers } from "~/db/schema";
import type { EmailContent } from "~/emails/render.server";
import { sendMail } from "~/services/mail.server";
import { at, claimStamp, pacedJob, sendPaced, type Tally } from "~/services/bulk-pace.server";
import { serverBackAt, settleFailure, untried } from "~/services/bulk-mail.server";
import { emailReadyHtml } from "~/services/email-html.server";
import { trackLinks } from "~/services/tracked-links.server";
import { getIssue, renderIssue, startDueIssues } from "~/features/newsletter/issues.server";
import { newsletterHeaders, newsletterUnsubscribeUrl } from "~/features/newsletter/subscribers.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";

/**
 * The newsletter's own worker (decision 0085): deliveries are not outbox rows, so transactional
 * mail in the outbox is never queued behind an issue of thousands. Every instance runs it; rows are
 * claimed with `for update skip locked`, so each is sent by one instance.
 */

/** `<newsletter-{issue}-{delivery}@host>`: the same for every attempt of one delivery. */
export function deliveryMessageId(issueId: number, deliveryId: number) {
  return `<newsletter-${issueId}-${deliveryId}@${new URL(env().SITE_URL).hostname}>`;
}

async function claim(limit: number, now: number) {
  return db()
    .update(newsletterDeliveries)
    .set({ status: "sending", ...claimStamp(newsletterDeliveries.attempts, now) })
    .where(
      sql`${newsletterDeliveries.id} in (
        select id from newsletter_deliveries
        where (status = 'queued' and next_attempt_at <= ${at(now)})
           or (status = 'sending' and locked_until < ${at(now)})
        order by id
        limit ${limit}
        for update skip locked
      )`,
    )
    .returning();
}

type Template = { mail: EmailContent; links: Map<string, number>; issueId: number };

/**
 * An issue rendered once per process, with placeholders for the recipient's tokens: issues are frozen
 * once sending, so the template never goes stale.
 */
const templates = new Map<number, Promise<Template | undefined>>();
const DELIVERY = "DELIVERYTOKEN0000";
const SUBSCRIBER = "SUBSCRIBERTOKEN0000";

function templateOf(issueId: number) {
  let t = templates.get(issueId);
  if (!t) {
    t = (async () => {
      const issue = await getIssue(issueId);
      if (!issue) return undefined;
      const rows = await db().select().from(newsletterLinks).where(eq(newsletterLinks.issueId, issueId));
      const links = new Map(rows.map((r) => [r.url, r.id]));
      const body = trackLinks(
        emailReadyHtml(issue.html, env().SITE_URL),
        links,
        (id) => href("/newsletter/click/:linkId", { linkId: String(id) }),
        DELIVERY,
      );
      const mail = await renderIssue(issue, newsletterUnsubscribeUrl(SUBSCRIBER, DELIVERY), body);
      return { mail, links, issueId };
    })();
    templates.set(issueId, t);
    if (templates.size > 20) templates.delete(templates.keys().next().value!);
  }
  return t;
}

const personalize = (text: string, delivery: string, subscriber: string) =>
  text.replaceAll(DELIVERY, delivery).replaceAll(SUBSCRIBER, subscriber);

type Claimed = Awaited<ReturnType<typeof claim>>[number];

async function finish(d: Claimed, set: Partial<typeof newsletterDeliveries.$inferInsert>) {
  await db()
    .update(newsletterDeliveries)
    .set({ lockedUntil: null, ...set })
    .where(eq(newsletterDeliveries.id, d.id));
}

/** Sends one claimed delivery, unless its subscriber is no longer confirmed (then it is skipped). */
async function deliver(d: Claimed, subscriber: { state: string; unsubscribeToken: string } | undefined) {
  if (!subscriber || subscriber.state !== "confirmed")
    return finish(d, { status: "skipped" }).then(() => "skipped" as const);
  const template = await templateOf(d.issueId);
  if (!template) return finish(d, { status: "skipped" }).then(() => "skipped" as const);
  try {
    await sendMail(
      {
        to: d.email,
        subject: template.mail.subject,
        text: personalize(template.mail.text, d.token, subscriber.unsubscribeToken),
        html: personalize(template.mail.html, d.token, subscriber.unsubscribeToken),
        headers: newsletterHeaders(subscriber.unsubscribeToken, d.token),
        messageId: deliveryMessageId(d.issueId, d.id),
      },
      { bulk: true },
    );
    await finish(d, { status: "sent", sentAt: new Date(nowMs()), lastError: null });
    return "sent" as const;
  } catch (err) {
    return settleFailure(err, d.attempts, d.email, {
      refused: (tx, error) =>
        tx
          .update(newsletterDeliveries)
          .set({ status: "failed", lockedUntil: null, lastError: error })
          .where(eq(newsletterDeliveries.id, d.id)),
      later: ({ error, at, uncounted }) =>
        finish(d, {
          status: "queued",
          lastError: error,
          nextAttemptAt: at,
          ...(uncounted ? { attempts: d.attempts - 1 } : {}),
        }),
      gaveUp: (error) => finish(d, { status: "failed", lastError: error }),
    });
  }
}

/** An issue all of whose deliveries are done is 'sent'. */
async function finishIssues() {
  await db()
    .update(newsletterIssues)
    .set({ status: "sent", finishedAt: new Date(nowMs()) })
    .where(
      and(
        eq(newsletterIssues.status, "sending"),
        sql`not exists (select 1 from newsletter_deliveries d
          where d.issue_id = ${newsletterIssues.id} and d.status in ('queued', 'sending'))`,
      ),
    );
}

/** Claims and reads each claimed delivery's subscriber (one query for the claim). */
async function claimWithSubscribers(limit: number, now: number) {
  const claimed = await claim(limit, now);
  if (claimed.length === 0) return [];
  const subscribers = await db()
    .select({
      id: newsletterSubscribers.id,
      state: newsletterSubscribers.state,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    })
    .from(newsletterSubscribers)
    .where(
      inArray(
        newsletterSubscribers.id,
        claimed.map((d) => d.subscriberId),
      ),
    );
  const byId = new Map(subscribers.map((s) => [s.id, s]));
  return claimed.map((d) => ({ d, subscriber: byId.get(d.subscriberId) }));
}

/** The rest of a claim goes back untried, as it was: the server is unreachable. */
async function putBack(rows: Array<{ d: Claimed }>) {
  await db()
    .update(newsletterDeliveries)
    .set({ status: "queued", ...untried(newsletterDeliveries.attempts), nextAttemptAt: serverBackAt() })
    .where(
      inArray(
        newsletterDeliveries.id,
        rows.map((r) => r.d.id),
      ),
    );
}

/**
 * One tick: starts the scheduled issues now due, then sends this second's share of the bulk pace
 * (app/services/bulk-pace.server.ts).
 */
export async function runNewsletterOnce(): Promise<Tally> {
  if (!env().SMTP_URL) return { sent: 0, failed: 0, skipped: 0 };
  await startDueIssues();
  const result = await sendPaced({
    claim: claimWithSubscribers,
    send: ({ d, subscriber }) => deliver(d, subscriber),
    putBack,
  });
  await finishIssues();
  return result;
}

/** The background job (background-jobs.server.ts). */
export const newsletterJob = pacedJob("newsletter", runNewsletterOnce);
