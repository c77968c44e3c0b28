import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { byId, defineWrite } from "~/admin/write.server";
import { db, type DbOrTx } from "~/db/client.server";
import { resources, sequenceEnrollments, sequences, sequenceSends, sequenceSteps } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { dueAt, endEnrollmentsIn, stepAfter, stepsOf } from "./enrolment.server";
import {
  EXIT_REASONS,
  sequenceFromForm,
  sequenceSchema,
  type ExitReason,
  type SequenceData,
  type SequenceTrigger,
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
  trigger: s.trigger as SequenceTrigger,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  steps: steps
    .sort((a, b) => a.position - b.position)
    .map((st) => ({
      id: st.id,
      delayHours: st.delayHours,
      sendHour: st.sendHour,
      subject: st.subject,
      html: st.html,
    })),
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
    trigger: r.sequence.trigger as SequenceTrigger,
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

const STEP_NOT_OURS = "A step's id must be a step of this sequence.";

/** A step's id must name one of the sequence's steps, once (a new step has none). */
function foreignStep(before: Array<{ id: number }>, steps: StepData[]): Refused | undefined {
  const named = new Set<number>();
  for (const [i, step] of steps.entries()) {
    if (step.id == null) continue;
    if (!before.some((s) => s.id === step.id) || named.has(step.id))
      return refuse(400, STEP_NOT_OURS, { field: `steps[${i}].id` });
    named.add(step.id);
  }
  return undefined;
}

/**
 * Writes a sequence's steps in the order given (decision 0105): a step with an id is that step kept
 * (edited, moved), one without is new, and the steps not named are removed. Returns the new order.
 */
async function writeSteps(tx: DbOrTx, id: number, before: Array<{ id: number }>, steps: StepData[]) {
  const removed = before.filter((s) => !steps.some((step) => step.id === s.id)).map((s) => s.id);
  if (removed.length > 0) await tx.delete(sequenceSteps).where(inArray(sequenceSteps.id, removed));
  // Out of the way of the new positions first: (sequence, position) is unique.
  await tx
    .update(sequenceSteps)
    .set({ position: sql`-1 - ${sequenceSteps.position}` })
    .where(eq(sequenceSteps.sequenceId, id));
  for (const [position, { id: stepId, ...step }] of steps.entries())
    if (stepId == null) await tx.insert(sequenceSteps).values({ sequenceId: id, position, ...step });
    else
      await tx
        .update(sequenceSteps)
        .set({ position, ...step })
        .where(eq(sequenceSteps.id, stepId));
  return stepsOf(tx, id);
}

type Step = { id: number; delayHours: number; sendHour: number | null };

/**
 * Where an enrolment stands after an edit (decision 0105): past the same step if it was kept; if it
 * was removed, before the first kept step that followed it (and past whatever now comes ahead of
 * that one, new steps included: nothing is sent at a place they have passed).
 */
function passedAfterEdit(before: Step[], after: Step[], passed: number | null) {
  if (passed === null || after.some((s) => s.id === passed)) return passed;
  const from = before.findIndex((s) => s.id === passed);
  const kept = before.slice(from + 1).find((s) => after.some((a) => a.id === s.id));
  if (!kept) return after.at(-1)?.id ?? null;
  const at = after.findIndex((s) => s.id === kept.id);
  return at === 0 ? null : after[at - 1].id;
}

/** Where everyone in a sequence stands, read before an edit removes the steps it names. */
const progressIn = (tx: DbOrTx, id: number) =>
  tx
    .select({
      id: sequenceEnrollments.id,
      passedStepId: sequenceEnrollments.passedStepId,
      dueFrom: sequenceEnrollments.dueFrom,
    })
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.sequenceId, id), eq(sequenceEnrollments.status, "active")));
type Progress = Awaited<ReturnType<typeof progressIn>>[number];

/**
 * Applies an edit to everyone in the sequence now: their progress mapped onto the steps as they are,
 * their next step due by its delay and send hour as they are now (from the same moment as before),
 * or the sequence completed for them when no step is left after theirs.
 */
async function reschedule(tx: DbOrTx, active: Progress[], before: Step[], after: Step[]) {
  if (active.length === 0) return;
  const now = new Date(nowMs()).toISOString();
  const rows = active.map((e) => {
    const passed = passedAfterEdit(before, after, e.passedStepId);
    const next = stepAfter(after, passed);
    return { id: e.id, passed, due: next ? dueAt(e.dueFrom.getTime(), next).toISOString() : null };
  });
  // One statement for everyone, however many they are.
  await tx.execute(sql`
    update sequence_enrollments e set
      passed_step_id = v.passed,
      due_at = v.due,
      status = case when v.due is null then 'completed' else e.status end,
      ended_at = case when v.due is null then ${now}::timestamptz else e.ended_at end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, passed int, due timestamptz)
    where e.id = v.id and e.status = 'active'`);
}

export async function insertSequence(data: SequenceData) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(sequences)
      .values({ name: data.name, active: data.active, trigger: data.trigger, updatedAt: new Date(nowMs()) })
      .returning();
    // A new sequence has no steps to keep: every step is new.
    const steps = await writeSteps(
      tx,
      row.id,
      [],
      data.steps.map(({ id: _, ...step }) => step),
    );
    return present(row, steps);
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
    const before = await stepsOf(tx, id);
    const foreign = foreignStep(before, data.steps);
    if (foreign) return foreign;
    const active = await progressIn(tx, id);
    const after = await writeSteps(tx, id, before, data.steps);
    const [row] = await tx
      .update(sequences)
      .set({ name: data.name, active: data.active, trigger: data.trigger, updatedAt: new Date(nowMs()) })
      .where(eq(sequences.id, id))
      .returning();
    if (current.active && !data.active) await endEnrollmentsIn(tx, id, "sequence-off");
    else await reschedule(tx, active, before, after);
    return present(row, after);
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
async function statsOf(id: number, steps: Array<{ id: number }>) {
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
        stepId: sequenceSends.stepId,
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
      .groupBy(sequenceSends.stepId),
  ]);
  const count = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  const exited = Object.fromEntries(EXIT_REASONS.map((r) => [r, 0])) as Record<ExitReason, number>;
  for (const r of byReason) if (r.reason && r.reason in exited) exited[r.reason as ExitReason] = r.n;
  return {
    enrolled: byStatus.reduce((sum, r) => sum + r.n, 0),
    active: count("active"),
    completed: count("completed"),
    exited,
    steps: steps.map((step) => {
      const s = perStep.find((r) => r.stepId === step.id);
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
  return { ...present(row, steps), stats: await statsOf(id, steps) };
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
