import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox, outboxAttempts } from "~/db/schema";
import { at } from "~/services/bulk-pace.server";
import { isPermanentFailure, sendMail } from "~/services/mail.server";
import { renderAttachments } from "~/services/outbox-attachments.server";
import { suppressAddresses } from "~/services/suppression.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";

/**
 * How many messages one tick claims, and how long a claim holds before another instance may retry
 * it. A batch can take far longer than a claim (20 sends of up to 50 s: mail.server.ts's timeouts),
 * so the claim is renewed for each message just before it is sent, and only while this worker still
 * holds it (decision 0105): one send of one message, not the whole batch, has to fit in a claim.
 */
const BATCH_SIZE = 20;
const CLAIM_MS = 120_000;
/** After this many failed attempts a message is 'failed' (still visible in the admin Outbox). */
export const MAX_ATTEMPTS = 8;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 60 * 60;

/** 30 s, 1 min, 2 min, ... capped at an hour: the wait after the n-th failed attempt. */
export function backoffSeconds(attempts: number) {
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due messages atomically under a token of this claim: `for update skip locked` lets several
 * app instances run this at once without two of them taking the same row. A 'sending' row whose
 * claim ran out (its instance died, or is stuck, mid-batch) is due again, under a new token.
 */
async function claimDueMessages() {
  const now = nowMs();
  const token = randomBytes(12).toString("hex");
  const rows = await db()
    .update(outbox)
    .set({ status: "sending", claimToken: token, lockedUntil: at(now + CLAIM_MS) })
    .where(
      sql`${outbox.id} in (
        select id from outbox
        where (status = 'pending' and next_attempt_at <= ${at(now)})
           or (status = 'sending' and locked_until < ${at(now)})
        order by next_attempt_at, id
        limit ${BATCH_SIZE}
        for update skip locked
      )`,
    )
    .returning();
  // `returning` keeps no order: the oldest first, as claimed.
  rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
  return { token, rows };
}

/** The message is still this claim's: compare-and-set, so another instance's later claim wins. */
const held = (id: number, token: string) =>
  and(eq(outbox.id, id), eq(outbox.claimToken, token), eq(outbox.status, "sending"));

/**
 * Renews the claim on one message right before it is sent; false when another worker claimed it
 * since (this one's claim ran out while the batch's earlier sends were slow): it is then theirs.
 */
export async function renewClaim(id: number, token: string) {
  const rows = await db()
    .update(outbox)
    .set({ lockedUntil: at(nowMs() + CLAIM_MS) })
    .where(held(id, token))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** `<outbox-{id}@host>`: the same for every attempt of one message, so a resend is recognisably it. */
export function outboxMessageId(id: number) {
  return `<outbox-${id}@${new URL(env().SITE_URL).hostname}>`;
}

/**
 * Sent is sent, whoever claims the row now: marking it so (not only under our claim) stops a worker
 * that took it over from sending it again, since its own renewal then fails.
 */
async function recordSuccess(id: number) {
  await db().transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({
        status: "sent",
        sentAt: new Date(nowMs()),
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: null,
        claimToken: null,
        lastError: null,
      })
      .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
    await tx.insert(outboxAttempts).values({ outboxId: id, ok: true });
  });
}

/** Newsletter mail in the outbox (confirmations, welcomes): a permanent failure suppresses its address. */
const NEWSLETTER_KINDS = new Set(["newsletter-confirmation", "newsletter-welcome"]);

async function recordFailure(
  id: number,
  token: string,
  attemptsBefore: number,
  error: string,
  permanent?: { suppress: string | undefined },
) {
  const attempts = attemptsBefore + 1;
  const giveUp = attempts >= MAX_ATTEMPTS || permanent !== undefined;
  await db().transaction(async (tx) => {
    if (permanent?.suppress) await suppressAddresses(tx, [permanent.suppress], `SMTP: ${error}`);
    await tx
      .update(outbox)
      .set({
        status: giveUp ? "failed" : "pending",
        attempts,
        lockedUntil: null,
        claimToken: null,
        lastError: error,
        nextAttemptAt: new Date(nowMs() + backoffSeconds(attempts) * 1000),
      })
      // Only under our claim: a row another worker took over is theirs to settle.
      .where(held(id, token));
    await tx.insert(outboxAttempts).values({ outboxId: id, ok: false, error });
  });
}

/**
 * One pass of the worker: sends every due message once. Without SMTP_URL it does nothing, so
 * messages wait (visible in the admin Outbox) until a mail server is configured.
 */
export async function runOutboxOnce(): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  if (!env().SMTP_URL) return result;
  const { token, rows } = await claimDueMessages();
  for (const m of rows) {
    try {
      // A file recorded as what to render (the assessment report) is rendered now (decision 0098).
      const attachments = await renderAttachments(m.attachments);
      // Another worker took it over while this batch's earlier sends were slow: it is theirs.
      if (!(await renewClaim(m.id, token))) continue;
      await sendMail({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        attachments,
        messageId: outboxMessageId(m.id),
      });
      await recordSuccess(m.id);
      result.sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // A 5xx will not change on retry (RFC 5321 §4.2.1; decision 0085): the message fails now, a newsletter address is suppressed.
      const permanent = isPermanentFailure(err)
        ? { suppress: NEWSLETTER_KINDS.has(m.kind) ? m.to : undefined }
        : undefined;
      await recordFailure(m.id, token, m.attempts, message.slice(0, 1000), permanent);
      result.failed++;
    }
  }
  return result;
}

/** The background job (registered in background-jobs.server.ts): its ticks never overlap (background-jobs.server.ts). */
export const outboxJob = {
  name: "outbox",
  everyMs: 3_000,
  run: () => runOutboxOnce(),
};
