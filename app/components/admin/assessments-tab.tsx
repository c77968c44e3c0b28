import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { knowledgeQuestionIds } from "~/assessment/questions";
import { awarenessStatementIds } from "~/assessment/awareness";
import { topicInterestKeys } from "~/assessment/options";
import { AssessmentDetailsDialog } from "./assessment-details-dialog";
import { DataTable, type Column } from "./data-table";
import { describeAttribution, formatDateTime, isoDate } from "./format";
import { ASSESSMENTS_KEY, LeadStatusControl, leadStatusLabel } from "./lead-status-control";
import type { AssessmentRow } from "./types";

const columns: Column<AssessmentRow>[] = [
  { header: "Name", value: (r) => r.name, className: "font-medium" },
  { header: "Email", value: (r) => r.email },
  { header: "Company", value: (r) => r.company },
  { header: "Role", value: (r) => r.role },
  { header: "Knowledge", value: (r) => r.knowledgeScore, render: (r) => `${r.knowledgeScore}/40` },
  { header: "Awareness", value: (r) => r.awarenessScore, render: (r) => `${r.awarenessScore}/25` },
  { header: "Level", value: (r) => r.recommendedLevel, render: (r) => `Level ${r.recommendedLevel}` },
  { header: "Date", value: (r) => isoDate(r.createdAt), render: (r) => formatDateTime(r.createdAt) },
  {
    header: "Lead status",
    value: (r) => leadStatusLabel(r.leadStatus),
    render: (r) => <LeadStatusControl row={r} />,
  },
];

// The CSV carries the whole submission.
const exportColumns: Column<AssessmentRow>[] = [
  { header: "Id", value: (r) => r.id },
  { header: "Job title", value: (r) => r.jobTitle },
  { header: "Team size", value: (r) => r.teamSize },
  { header: "Training for", value: (r) => r.trainingFor },
  { header: "Current acumen", value: (r) => r.currentAcumen },
  { header: "Financial data", value: (r) => r.dataConfidence },
  { header: "Challenges", value: (r) => r.challenges },
  ...knowledgeQuestionIds.map((id): Column<AssessmentRow> => ({
    header: `Knowledge ${id}`,
    value: (r) => r.knowledgeAnswers?.[id],
  })),
  ...awarenessStatementIds.map((id): Column<AssessmentRow> => ({
    header: `Awareness ${id}`,
    value: (r) => r.awarenessAnswers?.[id],
  })),
  ...topicInterestKeys.map((k): Column<AssessmentRow> => ({
    header: `Interest ${k}`,
    value: (r) => r.topicInterests?.[k],
  })),
  { header: "Urgency", value: (r) => r.urgency },
  { header: "Formats", value: (r) => r.formatPreferences },
  { header: "Attribution", value: (r) => describeAttribution(r.attribution) },
];

export function AssessmentsTab() {
  const q = useQuery<AssessmentRow[]>({ queryKey: ASSESSMENTS_KEY });
  const [openId, setOpenId] = useState<string>();
  // The dialog reads the row from the cache, so a status changed inside it shows everywhere.
  const open = q.data?.find((r) => r.id === openId);
  return (
    <>
      <DataTable
        title="Quiz submissions"
        exportName="assessment-submissions"
        rows={q.data}
        isLoading={q.isLoading}
        error={q.error}
        columns={columns}
        exportColumns={exportColumns}
        rowKey={(r) => r.id}
        emptyMessage="No quiz submissions found."
        noMatchMessage="No assessments found."
        onOpenRow={(r) => setOpenId(r.id)}
        rowLabel={(r) => `submission from ${r.name}`}
      />
      <AssessmentDetailsDialog row={open} onClose={() => setOpenId(undefined)} />
    </>
  );
}
