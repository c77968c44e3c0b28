import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { href } from "react-router";
import { db, type DbOrTx } from "~/db/client.server";
import {
  people,
  sequenceEnrollments,
  sequenceLinks,
  sequences,
  sequenceSends,
  sequenceSteps,
} from "~/db/schema";
import type { EmailContent } from "~/emails/render.server";
import { levelCopy } from "~/assessment/levels";
import { at, claimStamp, pacedJob, sendPaced, type SendOutcome } from "~/services/bulk-pace.server";
import { serverBackAt, settleFailure, unsubscribeHeaders, untried } from "~/services/bulk-mail.server";
import { emailReadyHtml, linksOf } from "~/services/email-html.server";
import { sendMail } from "~/services/mail.server";
import { trackLinks } from "~/services/tracked-links.server";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { barredBecause, dueAt, recipientState, stepAfter, stepsOf } from "./enrolment.server";
import { sequenceStepEmail } from "./emails/sequence-step";
import type { ExitReason } from "./schema";

/**
 * The sequences' worker (decision 0097), the newsletter's model: every instance runs it; due
 * enrolments are claimed with `for update skip locked` and sent within the one bulk pace
 * (app/services/bulk-pace.server.ts). Each step's send row is written before the SMTP transaction and
 * is unique per enrolment and step, so a step is sent once; a kill between the server's 250 and our
 * commit sends it again after the claim expires, with the same Message-ID.
 */

/** `<sequence-{enrolment}-{step id}@host>`: the same for every attempt of one step to one person. */
export function stepMessageId(enrollmentId: number, stepId: number) {
  return `<sequence-${enrollmentId}-${stepId}@${new URL(env().SITE_URL).hostname}>`;
}

export function sequenceUnsubscribeUrl(sendToken: string) {
  const url = new URL("/sequences/unsubscribe", env().SITE_URL);
  url.searchParams.set("token", sendToken);
  return url.toString();
}

async function claim(limit: number, now: number) {
  return db()
    .update(sequenceEnrollments)
    .set(claimStamp(sequenceEnrollments.attempts, now))
    .where(
      sql`${sequenceEnrollments.id} in (
        select id from sequence_enrollments
        where status = 'active' and due_at <= ${at(now)}
          and (locked_until is null or locked_until < ${at(now)})
        order by due_at, id
        limit ${limit}
        for update skip locked
      )`,
    )
    .returning();
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];
type Step = typeof sequenceSteps.$inferSelect;

async function release(e: Claimed, set: Partial<typeof sequenceEnrollments.$inferInsert>) {
  await db()
    .update(sequenceEnrollments)
    .set({ lockedUntil: null, ...set })
    .where(eq(sequenceEnrollments.id, e.id));
}

const end = (e: Claimed, status: "completed" | "exited", reason?: ExitReason) =>
  release(e, { status, exitReason: reason ?? null, endedAt: new Date(nowMs()), dueAt: null });

/** Everything one send needs, read again after the claim: an exit committed since is seen here. */
async function situation(e: Claimed) {
  const [row] = await db()
    .select({
      status: sequenceEnrollments.status,
      email: people.email,
      name: people.name,
      active: sequences.active,
      deleted: sql<boolean>`${sequences.deletedAt} is not null`,
      passedStepId: sequenceEnrollments.passedStepId,
      ...recipientState,
    })
    .from(sequenceEnrollments)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrollments.sequenceId))
    .leftJoin(people, eq(people.id, sequenceEnrollments.personId))
    .where(eq(sequenceEnrollments.id, e.id));
  // The step after theirs as the steps are now (an edit may have moved them since the claim).
  const step = row ? stepAfter(await stepsOf(db(), e.sequenceId), row.passedStepId) : undefined;
  return { row, step };
}

/** Why a claimed enrolment must not be sent to any more, if it must not. */
function exitOf(s: Awaited<ReturnType<typeof situation>>["row"]): ExitReason | "gone" | undefined {
  if (!s || s.status !== "active") return "gone";
  if (s.email === null) return "erased";
  if (s.deleted) return "sequence-deleted";
  if (!s.active) return "sequence-off";
  return barredBecause(s);
}

// A step rendered once per text (subject and body), with marks for each recipient's own parts: a
// render is ~13 ms of CPU (decision 0091). An edited step has another text, hence another template.
const SEND = "SENDTOKENMARK";
const FIRST_NAME = "FIRSTNAMEMARK";
const LEVEL = "LEVELMARK";
const LEVEL_TITLE = "LEVELTITLEMARK";
const templates = new Map<string, Promise<EmailContent>>();

const marks = (text: string) =>
  text
    .replaceAll("{{firstName}}", FIRST_NAME)
    .replaceAll("{{level}}", LEVEL)
    .replaceAll("{{levelTitle}}", LEVEL_TITLE);

async function recordLinks(sequenceId: number, html: string) {
  const urls = linksOf(html);
  if (urls.length === 0) return new Map<string, number>();
  await db()
    .insert(sequenceLinks)
    .values(urls.map((url) => ({ sequenceId, url })))
    .onConflictDoNothing();
  const rows = await db()
    .select()
    .from(sequenceLinks)
    .where(and(eq(sequenceLinks.sequenceId, sequenceId), inArray(sequenceLinks.url, urls)));
  return new Map(rows.map((r) => [r.url, r.id]));
}

function templateOf(step: Step) {
  const key = createHash("sha256").update(`${step.sequenceId}\n${step.subject}\n${step.html}`).digest("hex");
  let t = templates.get(key);
  if (!t) {
    t = (async () => {
      const body = emailReadyHtml(marks(step.html), env().SITE_URL);
      // Links are recorded when first sent: the click redirect follows only these (no open redirect).
      const links = await recordLinks(step.sequenceId, body);
      const tracked = trackLinks(
        body,
        links,
        (id) => href("/sequences/click/:linkId", { linkId: String(id) }),
        SEND,
      );
      return sequenceStepEmail({
        subject: marks(step.subject),
        bodyHtml: tracked,
        unsubscribeUrl: sequenceUnsubscribeUrl(SEND),
      });
    })();
    t.catch(() => templates.delete(key));
    templates.set(key, t);
    if (templates.size > 50) templates.delete(templates.keys().next().value!);
  }
  return t;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function personalize(text: string, token: string, v: Record<string, string>, html: boolean) {
  const put = (s: string) => (html ? escapeHtml(s) : s);
  return text
    .replaceAll(SEND, token)
    .replaceAll(FIRST_NAME, put(v.firstName))
    .replaceAll(LEVEL_TITLE, put(v.levelTitle))
    .replaceAll(LEVEL, put(v.level));
}

/** The step's send row, written (once) before the SMTP transaction: its token and id survive a retry. */
async function sendRow(e: Claimed, step: Step) {
  await db()
    .insert(sequenceSends)
    .values({
      enrollmentId: e.id,
      sequenceId: e.sequenceId,
      stepId: step.id,
      personId: e.personId,
      subject: step.subject,
    })
    .onConflictDoNothing();
  const [row] = await db()
    .select()
    .from(sequenceSends)
    .where(and(eq(sequenceSends.enrollmentId, e.id), eq(sequenceSends.stepId, step.id)));
  return row;
}

/** Sends one claimed enrolment's due step, unless it has ended since (then it is let go). */
async function deliver(e: Claimed): Promise<SendOutcome> {
  const { row, step } = await situation(e);
  const exit = exitOf(row);
  if (exit === "gone") return release(e, {}).then(() => "skipped" as const);
  if (exit) return end(e, "exited", exit).then(() => "skipped" as const);
  // No step after theirs (removed by an edit): the sequence is over for them.
  if (!step) return end(e, "completed").then(() => "skipped" as const);
  const template = await templateOf(step);
  const send = await sendRow(e, step);
  if (send.status === "sent")
    return db()
      .transaction((tx) => advance(tx, e, step))
      .then(() => "skipped" as const);
  const level = e.level ? levelCopy(e.level) : undefined;
  const vars = {
    firstName: row!.name?.trim().split(/\s+/)[0] || "there",
    level: level ? String(level.level) : "",
    levelTitle: level?.title ?? "",
  };
  try {
    await sendMail(
      {
        to: row!.email!,
        subject: personalize(template.subject, send.token, vars, false),
        text: personalize(template.text, send.token, vars, false),
        html: personalize(template.html, send.token, vars, true),
        headers: unsubscribeHeaders(sequenceUnsubscribeUrl(send.token)),
        messageId: stepMessageId(e.id, step.id),
      },
      { bulk: true },
    );
  } catch (err) {
    return failed(e, send.id, row!.email!, err);
  }
  await db().transaction(async (tx) => {
    await tx
      .update(sequenceSends)
      .set({ status: "sent", sentAt: new Date(nowMs()) })
      .where(eq(sequenceSends.id, send.id));
    await advance(tx, e, step);
  });
  return "sent";
}

/**
 * The enrolment has passed `sent` and moves on to the step after it, due from now, or is completed.
 * Under the sequence's lock, as an edit's (decision 0105): the steps read here are the ones that
 * stand. A step an edit removed while it was sending leaves their place as the edit set it.
 */
async function advance(tx: DbOrTx, e: Claimed, sent: Step) {
  const now = nowMs();
  await tx.select({ id: sequences.id }).from(sequences).where(eq(sequences.id, e.sequenceId)).for("share");
  const steps = await stepsOf(tx, e.sequenceId);
  const [current] = await tx
    .select({ passedStepId: sequenceEnrollments.passedStepId })
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.id, e.id));
  const passed = steps.some((s) => s.id === sent.id) ? sent.id : (current?.passedStepId ?? null);
  const next = stepAfter(steps, passed);
  const moved = {
    passedStepId: passed,
    dueFrom: new Date(now),
    attempts: 0,
    lockedUntil: null,
    lastError: null,
  };
  await tx
    .update(sequenceEnrollments)
    .set(
      next
        ? { ...moved, dueAt: dueAt(now, next) }
        : { ...moved, status: "completed", dueAt: null, endedAt: new Date(now) },
    )
    // An exit committed while this step was sending stays an exit.
    .where(and(eq(sequenceEnrollments.id, e.id), eq(sequenceEnrollments.status, "active")));
}

function failed(e: Claimed, sendId: number, email: string, err: unknown): Promise<SendOutcome> {
  const sendFailed = (tx: DbOrTx) =>
    tx.update(sequenceSends).set({ status: "failed" }).where(eq(sequenceSends.id, sendId));
  return settleFailure(err, e.attempts, email, {
    // The suppression ends their sequences (app/services/suppression.server.ts).
    refused: async (tx, error) => {
      await sendFailed(tx);
      await tx
        .update(sequenceEnrollments)
        .set({ lockedUntil: null, lastError: error })
        .where(eq(sequenceEnrollments.id, e.id));
    },
    later: ({ error, at, uncounted }) =>
      release(e, { lastError: error, dueAt: at, ...(uncounted ? { attempts: e.attempts - 1 } : {}) }),
    gaveUp: async () => {
      await sendFailed(db());
      await end(e, "exited", "undeliverable");
    },
  });
}

/** The rest of a claim goes back untried, as it was: the server is unreachable. */
async function putBack(rows: Claimed[]) {
  await db()
    .update(sequenceEnrollments)
    .set({ ...untried(sequenceEnrollments.attempts), dueAt: serverBackAt() })
    .where(
      inArray(
        sequenceEnrollments.id,
        rows.map((r) => r.id),
      ),
    );
}

/** One tick: this second's share of the bulk pace, due steps first. */
export async function runSequencesOnce() {
  if (!env().SMTP_URL) return { sent: 0, failed: 0, skipped: 0 };
  return sendPaced({ claim, send: deliver, putBack });
}

/** The background job (background-jobs.server.ts): a tick never overlaps the previous one. */
export const sequencesJob = pacedJob("sequences", runSequencesOnce);
