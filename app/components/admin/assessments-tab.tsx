import { useState } from "react";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "~/schemas/lead-status";
import { AssessmentDetailsDialog } from "./assessment-details-dialog";
import { DataTable } from "./data-table";
import { formatDateTime } from "./format";
import { ASSESSMENTS_KEY, LeadStatusControl } from "./lead-status-control";
import { ListFilter } from "./list-filter";
import { assessmentColumns, withRenders } from "./list-columns";
import type { AssessmentRow } from "./types";
import { useAdminList } from "./use-admin-list";

const columns = withRenders(assessmentColumns.columns, {
  Knowledge: (r) => `${r.knowledgeScore}/40`,
  Awareness: (r) => `${r.awarenessScore}/25`,
  Level: (r) => `Level ${r.recommendedLevel}`,
  Date: (r) => formatDateTime(r.createdAt),
  "Lead status": (r) => <LeadStatusControl row={r} />,
});

const statusOptions = LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const);

export function AssessmentsTab() {
  const list = useAdminList<AssessmentRow>(ASSESSMENTS_KEY[0], { filters: ["status"] });
  const [openId, setOpenId] = useState<string>();
  // The dialog reads the row from the cache, so a status changed inside it shows everywhere.
  const open = list.rows?.find((r) => r.id === openId);
  return (
    <>
      <DataTable
        title="Quiz submissions"
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage="No quiz submissions found."
        noMatchMessage="No assessments found."
        onOpenRow={(r) => setOpenId(r.id)}
        rowLabel={(r) => `submission from ${r.name}`}
        toolbar={
          <ListFilter
            label="Lead status"
            value={list.filter("status")}
            onChange={(v) => list.setFilter("status", v)}
            options={statusOptions}
            anyLabel="Any status"
          />
        }
      />
      <AssessmentDetailsDialog row={open} onClose={() => setOpenId(undefined)} />
    </>
  );
}
