import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { byId, defineWrite } from "~/admin/write.server";
import { db, type DbOrTx } from "~/db/client.server";
import { resources, sequenceEnrollments, sequences, sequenceSends, sequenceSteps } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { endEnrollmentsIn } from "./enrolment.server";
import {
  EXIT_REASONS,
  sequenceFromForm,
  sequenceSchema,
  type ExitReason,
  type SequenceData,
  type StepData,
} from "./schema";

// The owner's sequences (product.md §10.12): each write defined once, for its JSON endpoint and the
// view's action (docs/conventions.md).

export const SEQUENCE_NOT_FOUND = "Sequence not found.";
const oneSequence = byId(SEQUENCE_NOT_FOUND);

/** A booked call within this long after a step counts for that step (product.md §10.12). */
const BOOKED_WITHIN_DAYS = 7;

type SequenceRow = typeof sequences.$inferSelect;
type StepRow = typeof sequenceSteps.$inferSelect;

const present = (s: SequenceRow, steps: StepRow[]) => ({
  id: s.id,
  name: s.name,
  active: s.active,
  trigger: s.trigger,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  steps: steps
    .sort((a, b) => a.position - b.position)
    .map((st) => ({ delayHours: st.delayHours, sendHour: st.sendHour, subject: st.subject, html: st.html })),
});

export type Sequence = ReturnType<typeof present>;

/** Every sequence not deleted, newest first, with its steps and how many people are in it now. */
export async function listSequences() {
  const rows = await db()
    .select({
      sequence: sequences,
      // Correlated subqueries name their tables outright: drizzle leaves a lone table's columns unqualified.
      steps: sql<number>`(select count(*) from sequence_steps st where st.sequence_id = sequences.id)::int`,
      active: sql<number>`(select count(*) from sequence_enrollments e
        where e.sequence_id = sequences.id and e.status = 'active')::int`,
      enrolled: sql<number>`(select count(*) from sequence_enrollments e where e.sequence_id = sequences.id)::int`,
    })
    .from(sequences)
    .where(isNull(sequences.deletedAt))
    .orderBy(desc(sequences.createdAt), desc(sequences.id));
  return rows.map((r) => ({
    id: r.sequence.id,
    name: r.sequence.name,
    active: r.sequence.active,
    trigger: r.sequence.trigger,
    steps: r.steps,
    enrolled: r.enrolled,
    inProgress: r.active,
    updatedAt: r.sequence.updatedAt,
  }));
}

async function readSequence(tx: DbOrTx, id: number, lock = false) {
  const query = tx
    .select()
    .from(sequences)
    .where(and(eq(sequences.id, id), isNull(sequences.deletedAt)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

async function stepsOf(tx: DbOrTx, id: number) {
  return tx
    .select()
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, id))
    .orderBy(asc(sequenceSteps.position));
}

/** Replaces a sequence's steps by position: a step not yet sent to someone is sent as it is now. */
async function writeSteps(tx: DbOrTx, id: number, steps: StepData[]) {
  await tx
    .delete(sequenceSteps)
    .where(and(eq(sequenceSteps.sequenceId, id), sql`${sequenceSteps.position} >= ${steps.length}`));
  for (const [position, step] of steps.entries())
    await tx
      .insert(sequenceSteps)
      .values({ sequenceId: id, position, ...step })
      .onConflictDoUpdate({ target: [sequenceSteps.sequenceId, sequenceSteps.position], set: step });
}

export async function insertSequence(data: SequenceData) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(sequences)
      .values({ name: data.name, active: data.active, trigger: data.trigger, updatedAt: new Date(nowMs()) })
      .returning();
    await writeSteps(tx, row.id, data.steps);
    return present(row, await stepsOf(tx, row.id));
  });
}

/**
 * Replaces a sequence. Turning it off ends every enrolment in it (product.md §10.12); a changed
 * trigger applies to the next submissions, not to the people already in it.
 */
export async function replaceSequence(id: number, data: SequenceData): Promise<Sequence | Refused> {
  return db().transaction(async (tx) => {
    const current = await readSequence(tx, id, true);
    if (!current) return refuse(404, SEQUENCE_NOT_FOUND);
    const [row] = await tx
      .update(sequences)
      .set({ name: data.name, active: data.active, trigger: data.trigger, updatedAt: new Date(nowMs()) })
      .where(eq(sequences.id, id))
      .returning();
    await writeSteps(tx, id, data.steps);
    if (current.active && !data.active) await endEnrollmentsIn(tx, id, "sequence-off");
    return present(row, await stepsOf(tx, id));
  });
}

/** Deletes a sequence for the owner: its enrolments end; its rows stay for their figures and timelines. */
export async function removeSequence(id: number): Promise<{ ok: true } | Refused> {
  return db().transaction(async (tx) => {
    const current = await readSequence(tx, id, true);
    if (!current) return refuse(404, SEQUENCE_NOT_FOUND);
    await tx
      .update(sequences)
      .set({ deletedAt: new Date(nowMs()), active: false })
      .where(eq(sequences.id, id));
    await endEnrollmentsIn(tx, id, "sequence-deleted");
    return { ok: true as const };
  });
}

/**
 * A sequence's figures (product.md §10.12): enrolled, in progress, completed and exited by reason;
 * per step: sent, clicked (people who followed a link of it), unsubscribed (by its link) and
 * booked (a call booked within 7 days after it was sent).
 */
async function statsOf(id: number, stepCount: number) {
  const [byStatus, byReason, perStep] = await Promise.all([
    db()
      .select({ status: sequenceEnrollments.status, n: sql<number>`count(*)::int` })
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.sequenceId, id))
      .groupBy(sequenceEnrollments.status),
    db()
      .select({ reason: sequenceEnrollments.exitReason, n: sql<number>`count(*)::int` })
      .from(sequenceEnrollments)
      .where(and(eq(sequenceEnrollments.sequenceId, id), eq(sequenceEnrollments.status, "exited")))
      .groupBy(sequenceEnrollments.exitReason),
    db()
      .select({
        position: sequenceSends.position,
        sent: sql<number>`count(*)::int`,
        // Correlated subqueries name their tables outright (as above).
        clicked: sql<number>`count(*) filter (where exists (select 1 from sequence_clicks c
          where c.send_id = sequence_sends.id))::int`,
        unsubscribed: sql<number>`count(*) filter (where exists (select 1 from sequence_opt_outs o
          where o.send_id = sequence_sends.id))::int`,
        booked: sql<number>`count(*) filter (where exists (select 1 from bookings b
          where b.person_id = sequence_sends.person_id
            and b.booked_at >= sequence_sends.sent_at
            and b.booked_at < sequence_sends.sent_at + make_interval(days => ${BOOKED_WITHIN_DAYS})))::int`,
      })
      .from(sequenceSends)
      .where(and(eq(sequenceSends.sequenceId, id), eq(sequenceSends.status, "sent")))
      .groupBy(sequenceSends.position),
  ]);
  const count = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  const exited = Object.fromEntries(EXIT_REASONS.map((r) => [r, 0])) as Record<ExitReason, number>;
  for (const r of byReason) if (r.reason && r.reason in exited) exited[r.reason as ExitReason] = r.n;
  return {
    enrolled: byStatus.reduce((sum, r) => sum + r.n, 0),
    active: count("active"),
    completed: count("completed"),
    exited,
    steps: Array.from({ length: stepCount }, (_, position) => {
      const s = perStep.find((r) => r.position === position);
      return {
        sent: s?.sent ?? 0,
        clicked: s?.clicked ?? 0,
        unsubscribed: s?.unsubscribed ?? 0,
        booked: s?.booked ?? 0,
      };
    }),
  };
}

/** GET /api/admin/sequences/{id}: the sequence with its `stats`. */
export async function sequenceWithStats(id: number) {
  const row = await readSequence(db(), id);
  if (!row) return refuse(404, SEQUENCE_NOT_FOUND);
  const steps = await stepsOf(db(), id);
  return { ...present(row, steps), stats: await statsOf(id, steps.length) };
}

/** POST /api/admin/sequences, and the view's new sequence. */
export const createSequence = defineWrite({
  input: sequenceSchema,
  fromForm: sequenceFromForm,
  creates: true,
  run: ({ input }) => insertSequence(input),
});

/** PUT /api/admin/sequences/{id}: replaces every field and the steps; and the view's save. */
export const updateSequence = defineWrite({
  params: oneSequence,
  input: sequenceSchema,
  fromForm: sequenceFromForm,
  run: ({ params, input }) => replaceSequence(params.id, input),
});

/** DELETE /api/admin/sequences/{id}, and the view's delete. */
export const deleteSequence = defineWrite({
  params: oneSequence,
  run: ({ params }) => removeSequence(params.id),
});

/** Whether there is a sequence (not deleted) with this id: the enrolments' list answers 404 otherwise. */
export async function sequenceExists(id: number) {
  return !!(await readSequence(db(), id));
}

/** The resources a resource-requested trigger may name, for the view's choice. */
export async function resourceChoices() {
  return db()
    .select({ id: resources.id, title: resources.title })
    .from(resources)
    .orderBy(asc(resources.title));
}
