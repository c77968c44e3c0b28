import { and, eq, getTableColumns } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses, people } from "~/db/schema";
import type { AssessmentListQuery } from "~/features/assessments/schema";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import type { AssessmentRow } from "~/features/assessments/list";

/** Each submission with product.md's lead status, which is its person's status. */
const assessments: List<AssessmentListQuery> = {
  rows: () =>
    db()
      .select({
        ...getTableColumns(assessmentResponses),
        leadStatus: people.status,
        cursorAt: cursorAt(assessmentResponses.createdAt),
      })
      .from(assessmentResponses)
      .innerJoin(people, eq(people.id, assessmentResponses.personId))
      .$dynamic(),
  count: () =>
    db()
      .select(total)
      .from(assessmentResponses)
      .innerJoin(people, eq(people.id, assessmentResponses.personId))
      .$dynamic(),
  order: () => newest(assessmentResponses.createdAt, assessmentResponses.id),
  where: (q) =>
    and(
      contains(q.q, [
        assessmentResponses.name,
        assessmentResponses.email,
        assessmentResponses.company,
        assessmentResponses.role,
      ]),
      q.status && eq(people.status, q.status),
    ),
};
export const listAssessments = (q: AssessmentListQuery) =>
  pageOf<AssessmentListQuery, AssessmentRow>(assessments, q);
export const assessmentBatches = (q: AssessmentListQuery) =>
  batchesOf<AssessmentListQuery, AssessmentRow>(assessments, q);
