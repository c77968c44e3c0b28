import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { AssessmentsTab } from "~/components/admin/assessments-tab";

export const meta = () => adminMeta("Quiz/Assessment");

/** /admin/assessments: product.md's Quiz/Assessment tab as a view of its own (its data loads in the browser). */
export default function AdminAssessmentsPage() {
  return (
    <AdminView title="Quiz/Assessment">
      <AssessmentsTab />
    </AdminView>
  );
}
