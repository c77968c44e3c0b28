import type { Route } from "./+types/assessments-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { AssessmentDetailsDialog } from "~/features/assessments/admin/assessment-details-dialog";
import { LeadStatusControl } from "~/features/people/admin/lead-status-control";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { useOpenRow } from "~/components/admin/use-open-row";
import { assessmentColumns, assessmentList } from "~/features/assessments/list";
import { leadStatusChoices } from "~/features/people/lead-status-schema";
import { assessmentListQuerySchema } from "~/features/assessments/schema";
import { changeLeadStatus } from "~/features/people/lead-status.server";
import { listAssessments } from "~/features/assessments/list.server";
import { answersForView } from "~/features/assessments/answers.server";
import { AnswersPanel } from "~/features/assessments/admin/answers-panel";

export const meta = () => adminMeta("Quiz/Assessment");

/** /admin/assessments: product.md's Quiz/Assessment tab, a page of submissions as the URL asks. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, assessmentListQuerySchema, listAssessments);
  // product.md §10.13: the answers by question, under the list, with their own filters in the URL.
  const answers = await answersForView(new URL(request.url));
  return withListStatus({ list, ...answers }, list);
}

/** A row's lead status (product.md §4), the write of PUT /api/admin/assessment-lead-status/{id}. */
export const action = viewActions({ "lead-status": changeLeadStatus });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const columns = withRenders(assessmentColumns.columns, {
  Knowledge: (r) => `${r.knowledgeScore}/40`,
  Awareness: (r) => `${r.awarenessScore}/25`,
  Level: (r) => `Level ${r.recommendedLevel}`,
  "Lead status": (r) => <LeadStatusControl row={r} />,
});

export default function AdminAssessmentsPage({ loaderData }: Route.ComponentProps) {
  const { list, answers, preset, error } = loaderData;
  const url = useListUrl({ filters: ["status"] });
  const details = useOpenRow(list.rows);
  return (
    <AdminView title="Quiz/Assessment">
      <ListView
        {...assessmentList}
        list={list}
        url={url}
        columns={columns}
        onOpenRow={details.open}
        rowLabel={(r) => `submission from ${r.name}`}
        filters={[
          { name: "status", label: "Lead status", options: leadStatusChoices, anyLabel: "Any status" },
        ]}
      />
      <AssessmentDetailsDialog row={details.row} onClose={details.close} />
      <AnswersPanel answers={answers} preset={preset} error={error} />
    </AdminView>
  );
}
