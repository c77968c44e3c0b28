import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  sequenceClicks,
  sequenceEnrollments,
  sequenceLinks,
  sequences,
  sequenceSends,
  sequenceSteps,
} from "~/db/schema";
import { columnsOf, timelineSource } from "~/services/timeline-source.server";
import { EXIT_LABELS, type ExitReason } from "./schema";

// The follow-up sequences on a person's timeline (product.md §10.12): each enrolment, how it ended
// (with the reason), each step sent and each link followed.

const stepNumber = (position: number | null) => (position === null ? null : position + 1);

async function readSequencesOf(tx: DbOrTx, personId: number) {
  const [enrollments, sends, clicks] = await Promise.all([
    tx
      .select({
        id: sequenceEnrollments.id,
        sequence: sequences.name,
        ...columnsOf(sequenceEnrollments, "level", "status", "exitReason", "enrolledAt", "endedAt"),
      })
      .from(sequenceEnrollments)
      .innerJoin(sequences, eq(sequences.id, sequenceEnrollments.sequenceId))
      .where(eq(sequenceEnrollments.personId, personId)),
    tx
      .select({
        id: sequenceSends.id,
        sequence: sequences.name,
        step: sequenceSteps.position,
        ...columnsOf(sequenceSends, "subject", "status", "sentAt", "createdAt"),
      })
      .from(sequenceSends)
      .innerJoin(sequences, eq(sequences.id, sequenceSends.sequenceId))
      .leftJoin(sequenceSteps, eq(sequenceSteps.id, sequenceSends.stepId))
      .where(eq(sequenceSends.personId, personId)),
    tx
      .select({
        id: sequenceClicks.id,
        sequence: sequences.name,
        step: sequenceSteps.position,
        url: sequenceLinks.url,
        at: sequenceClicks.at,
      })
      .from(sequenceClicks)
      .innerJoin(sequenceLinks, eq(sequenceLinks.id, sequenceClicks.linkId))
      .innerJoin(sequenceSends, eq(sequenceSends.id, sequenceClicks.sendId))
      .leftJoin(sequenceSteps, eq(sequenceSteps.id, sequenceSends.stepId))
      .innerJoin(sequences, eq(sequences.id, sequenceLinks.sequenceId))
      .where(eq(sequenceClicks.personId, personId)),
  ]);
  return { enrollments, sends, clicks };
}

/**
 * Kinds "sequence-enrolment", "sequence-exit" (with `reason` and its label), "sequence-completed",
 * "sequence-step" (sent, with its step numbered from 1 where it stands now, null once an edit removed
 * it) and "sequence-click".
 */
export const sequencesOf = timelineSource({
  read: (tx, person) => readSequencesOf(tx, person.id),
  entries: ({ enrollments, sends, clicks }) => [
    ...enrollments.flatMap(({ enrolledAt, endedAt, exitReason, ...e }) => [
      { kind: "sequence-enrolment", at: enrolledAt, ...e },
      ...(endedAt && e.status === "exited"
        ? [
            {
              kind: "sequence-exit",
              at: endedAt,
              sequence: e.sequence,
              reason: exitReason,
              because: EXIT_LABELS[exitReason as ExitReason] ?? exitReason,
            },
          ]
        : []),
      ...(endedAt && e.status === "completed"
        ? [{ kind: "sequence-completed", at: endedAt, sequence: e.sequence }]
        : []),
    ]),
    ...sends
      .filter((s) => s.status === "sent" && s.sentAt)
      .map(({ sentAt, createdAt: _, step, ...s }) => ({
        kind: "sequence-step",
        at: sentAt!,
        step: stepNumber(step),
        ...s,
      })),
    ...clicks.map(({ step, ...c }) => ({ kind: "sequence-click", step: stepNumber(step), ...c })),
  ],
});
