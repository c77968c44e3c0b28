import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { people, sequenceEnrollments, sequences, sequenceSteps } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { fromSiteLocal, toSiteLocal } from "~/utils/dates";
import type { ExitReason, SequenceTrigger, TriggerKind } from "./schema";

const HOUR = 60 * 60 * 1000;

/**
 * When a step is due (product.md §10.12): `delayHours` after `from` (the trigger for the first step,
 * the previous step's sending otherwise), then, with a `sendHour`, the first moment at or after it
 * that is that hour in the site's time zone.
 */
export function dueAt(from: number, step: { delayHours: number; sendHour: number | null }): Date {
  const earliest = from + step.delayHours * HOUR;
  if (step.sendHour === null) return new Date(earliest);
  const tz = env().SITE_TIME_ZONE;
  const hour = String(step.sendHour).padStart(2, "0");
  let day = toSiteLocal(new Date(earliest), tz).slice(0, 10);
  let at = fromSiteLocal(`${day}T${hour}:00`, tz)!;
  // That hour on the delay's last day, else on the next day: two tries always suffice.
  for (let tries = 0; at.getTime() < earliest && tries < 2; tries++) {
    // 24 hours after that hour is the next calendar day, across a DST change too.
    day = toSiteLocal(new Date(at.getTime() + 24 * HOUR), tz).slice(0, 10);
    at = fromSiteLocal(`${day}T${hour}:00`, tz)!;
  }
  return at;
}

/**
 * A sequence's steps in its order. A step keeps its id across edits (decision 0105): an enrolment's
 * progress names the last step it passed, so a step inserted before it is never sent to it.
 */
export function stepsOf(tx: DbOrTx, sequenceId: number) {
  return tx
    .select()
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, sequenceId))
    .orderBy(asc(sequenceSteps.position));
}

/** The step after `stepId` in `steps` (in order): the first when none was passed yet. */
export function stepAfter<S extends { id: number }>(steps: S[], stepId: number | null): S | undefined {
  if (stepId === null) return steps[0];
  const i = steps.findIndex((s) => s.id === stepId);
  return i < 0 ? undefined : steps[i + 1];
}

/**
 * What a submission did, for enrolment: a trigger's kind (TRIGGER_LABELS) and what the two kinds a
 * trigger may narrow (triggerSchema's level and resource) carry.
 */
export type EnrolEvent =
  | { kind: "assessment"; level: number }
  | { kind: "resource-requested"; resourceId?: number }
  | { kind: Exclude<TriggerKind, "assessment" | "resource-requested"> };

function matches(trigger: SequenceTrigger, event: EnrolEvent) {
  if (trigger.kind !== event.kind) return false;
  if (trigger.kind === "assessment" && trigger.level !== undefined)
    return event.kind === "assessment" && event.level === trigger.level;
  if (trigger.kind === "resource-requested" && trigger.resourceId !== undefined)
    return event.kind === "resource-requested" && event.resourceId === trigger.resourceId;
  return true;
}

/**
 * Who may get a sequence's e-mail (product.md §10.12), read beside a person (`people`): enrolled, and
 * sent each step, only while not a client, not suppressed and not unsubscribed from sequences.
 */
export const recipientState = {
  personStatus: people.status,
  // Correlated subqueries name their tables outright: drizzle leaves a lone table's columns unqualified.
  suppressed: sql<boolean>`exists (select 1 from newsletter_subscribers ns
    where ns.email = people.email and ns.state = 'suppressed')`,
  optedOut: sql<boolean>`exists (select 1 from sequence_opt_outs o where o.person_id = people.id)`,
};

/** Why a person (their `recipientState`) may not get a sequence's e-mail, if they may not. */
export function barredBecause(p: {
  personStatus: string | null;
  suppressed: boolean;
  optedOut: boolean;
}): ExitReason | undefined {
  if (p.personStatus === "closed") return "closed";
  if (p.suppressed) return "suppressed";
  if (p.optedOut) return "unsubscribed";
  return undefined;
}

async function mayEnrol(tx: DbOrTx, personId: number) {
  const [row] = await tx.select(recipientState).from(people).where(eq(people.id, personId));
  return !!row && !barredBecause(row);
}

/**
 * Enrols a person in every active sequence the event matches, once each, in the transaction of the
 * submission that triggered it (product.md §10.12). Returns the sequences they were enrolled in.
 */
export async function enrollFor(tx: DbOrTx, personId: number, event: EnrolEvent): Promise<number[]> {
  const candidates = await tx
    .select({ id: sequences.id, trigger: sequences.trigger })
    .from(sequences)
    .where(
      and(
        eq(sequences.active, true),
        isNull(sequences.deletedAt),
        sql`${sequences.trigger}->>'kind' = ${event.kind}`,
      ),
    );
  const matching = candidates.filter((s) => matches(s.trigger as SequenceTrigger, event));
  if (matching.length === 0 || !(await mayEnrol(tx, personId))) return [];
  const steps = await tx
    .select()
    .from(sequenceSteps)
    .where(
      inArray(
        sequenceSteps.sequenceId,
        matching.map((s) => s.id),
      ),
    )
    .orderBy(asc(sequenceSteps.position));
  const now = nowMs();
  const rows = matching.flatMap((s) => {
    const first = steps.find((step) => step.sequenceId === s.id);
    if (!first) return [];
    return [
      {
        sequenceId: s.id,
        personId,
        level: event.kind === "assessment" ? event.level : null,
        dueFrom: new Date(now),
        dueAt: dueAt(now, first),
        enrolledAt: new Date(now),
      },
    ];
  });
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(sequenceEnrollments)
    .values(rows)
    .onConflictDoNothing()
    .returning({ sequenceId: sequenceEnrollments.sequenceId });
  return inserted.map((r) => r.sequenceId);
}

/**
 * Ends a person's active enrolments with `reason` (product.md §10.12: a booking, a close, an
 * opt-out, an erasure), in the caller's transaction: no step is sent after it. Returns how many.
 */
export async function endSequencesOf(tx: DbOrTx, personId: number, reason: ExitReason) {
  const rows = await tx
    .update(sequenceEnrollments)
    .set({ status: "exited", exitReason: reason, endedAt: new Date(nowMs()), dueAt: null })
    .where(and(eq(sequenceEnrollments.personId, personId), eq(sequenceEnrollments.status, "active")))
    .returning({ id: sequenceEnrollments.id });
  return rows.length;
}

/**
 * The person's active enrolments, by sequence name (their page, docs/product/account.md).
 */
export function activeEnrolmentsOf(tx: DbOrTx, personId: number) {
  return tx
    .select({
      id: sequenceEnrollments.id,
      sequence: sequences.name,
      enrolledAt: sequenceEnrollments.enrolledAt,
    })
    .from(sequenceEnrollments)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrollments.sequenceId))
    .where(and(eq(sequenceEnrollments.personId, personId), eq(sequenceEnrollments.status, "active")));
}

/**
 * Ends one of the person's active enrolments, turned off on their page (one per sequence and
 * person: that sequence never enrols them again). False when it is not theirs or not active.
 */
export async function leaveEnrolment(tx: DbOrTx, personId: number, enrolmentId: number) {
  const rows = await tx
    .update(sequenceEnrollments)
    .set({ status: "exited", exitReason: "unsubscribed", endedAt: new Date(nowMs()), dueAt: null })
    .where(
      and(
        eq(sequenceEnrollments.id, enrolmentId),
        eq(sequenceEnrollments.personId, personId),
        eq(sequenceEnrollments.status, "active"),
      ),
    )
    .returning({ id: sequenceEnrollments.id });
  return rows.length > 0;
}

/** Ends every active enrolment of a sequence (turned off or deleted). */
export async function endEnrollmentsIn(tx: DbOrTx, sequenceId: number, reason: ExitReason) {
  await tx
    .update(sequenceEnrollments)
    .set({ status: "exited", exitReason: reason, endedAt: new Date(nowMs()), dueAt: null })
    .where(and(eq(sequenceEnrollments.sequenceId, sequenceId), eq(sequenceEnrollments.status, "active")));
}
