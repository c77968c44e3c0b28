import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { people, sequenceEnrollments, sequences, sequenceSteps, type SequenceTrigger } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { fromSiteLocal, toSiteLocal } from "~/utils/dates";
import type { ExitReason } from "./schema";

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

/** What a submission did, for enrolment: the trigger's kind and what a trigger may narrow it by. */
export type EnrolEvent =
  | { kind: "assessment"; level: number }
  | { kind: "webinar-attended" }
  | { kind: "webinar-no-show" }
  | { kind: "resource-requested"; resourceId?: number }
  | { kind: "newsletter-confirmed" };

function matches(trigger: SequenceTrigger, event: EnrolEvent) {
  if (trigger.kind !== event.kind) return false;
  if (trigger.kind === "assessment" && trigger.level !== undefined)
    return event.kind === "assessment" && event.level === trigger.level;
  if (trigger.kind === "resource-requested" && trigger.resourceId !== undefined)
    return event.kind === "resource-requested" && event.resourceId === trigger.resourceId;
  return true;
}

/** Whether a person may be enrolled: not a client, not suppressed, not unsubscribed from sequences. */
async function mayEnrol(tx: DbOrTx, personId: number) {
  const [row] = await tx
    .select({
      status: people.status,
      // Correlated subqueries name their tables outright: drizzle leaves a lone table's columns unqualified.
      suppressed: sql<boolean>`exists (select 1 from newsletter_subscribers ns
        where ns.email = people.email and ns.state = 'suppressed')`,
      optedOut: sql<boolean>`exists (select 1 from sequence_opt_outs o where o.person_id = people.id)`,
    })
    .from(people)
    .where(eq(people.id, personId));
  return !!row && row.status !== "closed" && !row.suppressed && !row.optedOut;
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
  const matching = candidates.filter((s) => matches(s.trigger, event));
  if (matching.length === 0 || !(await mayEnrol(tx, personId))) return [];
  const firstSteps = await tx
    .select()
    .from(sequenceSteps)
    .where(
      and(
        inArray(
          sequenceSteps.sequenceId,
          matching.map((s) => s.id),
        ),
        eq(sequenceSteps.position, 0),
      ),
    )
    .orderBy(asc(sequenceSteps.sequenceId));
  const now = nowMs();
  const rows = matching.flatMap((s) => {
    const first = firstSteps.find((step) => step.sequenceId === s.id);
    if (!first) return [];
    return [
      {
        sequenceId: s.id,
        personId,
        level: event.kind === "assessment" ? event.level : null,
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

/** Ends every active enrolment of a sequence (turned off or deleted). */
export async function endEnrollmentsIn(tx: DbOrTx, sequenceId: number, reason: ExitReason) {
  await tx
    .update(sequenceEnrollments)
    .set({ status: "exited", exitReason: reason, endedAt: new Date(nowMs()), dueAt: null })
    .where(and(eq(sequenceEnrollments.sequenceId, sequenceId), eq(sequenceEnrollments.status, "active")));
}
