import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox, outboxAttempts } from "~/db/schema";
import { isPermanentFailure, sendMail } from "~/services/mail.server";
import { renderAttachments } from "~/services/outbox-attachments.server";
import { suppressAddresses } from "~/services/suppression.server";
import { env } from "~/utils/env.server";

/** How many messages one tick claims, and how long a claim holds before another instance may retry it. */
const BATCH_SIZE = 20;
const CLAIM_SECONDS = 120;
/** After this many failed attempts a message is 'failed' (still visible in the admin Outbox). */
export const MAX_ATTEMPTS = 8;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 60 * 60;

/** 30 s, 1 min, 2 min, ... capped at an hour: the wait after the n-th failed attempt. */
export function backoffSeconds(attempts: number) {
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due messages atomically: `for update skip locked` lets several app instances run this at
 * once without two of them taking the same row. A 'sending' row whose claim ran out (its instance
 * died mid-send) is due again.
 */
async function claimDueMessages() {
  return db()
    .update(outbox)
    .set({ status: "sending", lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(
      sql`${outbox.id} in (
        select id from outbox
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at
        limit ${BATCH_SIZE}
        for update skip locked
      )`,
    )
    .returning();
}

async function recordSuccess(id: number) {
  await db().transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: null,
        lastError: null,
      })
      .where(eq(outbox.id, id));
    await tx.insert(outboxAttempts).values({ outboxId: id, ok: true });
  });
}

/** Newsletter mail in the outbox (confirmations, welcomes): a permanent failure suppresses its address. */
const NEWSLETTER_KINDS = new Set(["newsletter-confirmation", "newsletter-welcome"]);

async function recordFailure(
  id: number,
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
        lastError: error,
        nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
      })
      .where(eq(outbox.id, id));
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
  const messages = await claimDueMessages();
  for (const m of messages) {
    try {
      await sendMail({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        // A file recorded as what to render (the assessment report) is rendered now (decision 0098).
        attachments: await renderAttachments(m.attachments),
      });
      await recordSuccess(m.id);
      result.sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // A 5xx will not change on retry (RFC 5321 §4.2.1; decision 0085): the message fails now, a newsletter address is suppressed.
      const permanent = isPermanentFailure(err)
        ? { suppress: NEWSLETTER_KINDS.has(m.kind) ? m.to : undefined }
        : undefined;
      await recordFailure(m.id, m.attempts, message.slice(0, 1000), permanent);
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
