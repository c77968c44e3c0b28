import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { people, sequenceEnrollments } from "~/db/schema";
import { batchesOf, contains, cursorAt, pageOf, total, type List } from "~/services/lists.server";
import type { EnrollmentListQuery } from "./admin-schema";
import type { EnrollmentRow } from "./list";

/** One sequence's enrolments, newest first, with each person's address; searched by address or name. */
const enrollments: List<EnrollmentListQuery> = {
  rows: () =>
    db()
      .select({
        id: sequenceEnrollments.id,
        personId: sequenceEnrollments.personId,
        email: people.email,
        name: people.name,
        status: sequenceEnrollments.status,
        exitReason: sequenceEnrollments.exitReason,
        // Correlated subqueries name their tables outright: drizzle leaves a lone table's columns unqualified.
        stepsSent: sql<number>`(select count(*) from sequence_sends s
          where s.enrollment_id = sequence_enrollments.id and s.status = 'sent')::int`,
        dueAt: sequenceEnrollments.dueAt,
        enrolledAt: sequenceEnrollments.enrolledAt,
        endedAt: sequenceEnrollments.endedAt,
        cursorAt: cursorAt(sequenceEnrollments.enrolledAt),
      })
      .from(sequenceEnrollments)
      .leftJoin(people, eq(people.id, sequenceEnrollments.personId))
      .$dynamic(),
  count: () =>
    db()
      .select(total)
      .from(sequenceEnrollments)
      .leftJoin(people, eq(people.id, sequenceEnrollments.personId))
      .$dynamic(),
  order: () => ({ at: sequenceEnrollments.enrolledAt, id: sequenceEnrollments.id }),
  where: (q) =>
    and(
      eq(sequenceEnrollments.sequenceId, q.sequenceId),
      contains(q.q, [people.email, people.name]),
      q.status && eq(sequenceEnrollments.status, q.status),
    ),
};

export const listEnrollments = (q: EnrollmentListQuery) =>
  pageOf<EnrollmentListQuery, EnrollmentRow>(enrollments, q);
export const enrollmentBatches = (q: EnrollmentListQuery) =>
  batchesOf<EnrollmentListQuery, EnrollmentRow>(enrollments, q);
