import { knowledgeQuestionIds } from "~/assessment/questions";
import { awarenessStatementIds } from "~/assessment/awareness";
import { topicInterestKeys } from "~/assessment/options";
import type { assessmentResponses } from "~/db/schema";
import { leadStatusLabel } from "~/features/people/lead-status-schema";
import { href } from "react-router";
import {
  attributionColumn,
  dateColumn,
  senderColumns,
  type Column,
  type ListColumns,
  type ListLabels,
} from "~/lists/columns";

/** A submission with product.md's lead status (its person's). */
export type AssessmentRow = typeof assessmentResponses.$inferSelect & { leadStatus: string };

export const assessmentList: ListLabels = {
  title: "Quiz submissions",
  csvPath: href("/api/admin/assessments"),
  emptyMessage: "No quiz submissions found.",
  noMatchMessage: "No assessments found.",
};

export const assessmentColumns: ListColumns<AssessmentRow> = {
  columns: [
    ...senderColumns,
    { header: "Knowledge", value: (r) => r.knowledgeScore },
    { header: "Awareness", value: (r) => r.awarenessScore },
    { header: "Level", value: (r) => r.recommendedLevel },
    dateColumn("Date", (r) => r.createdAt),
    { header: "Lead status", value: (r) => leadStatusLabel(r.leadStatus) },
  ],
  // The CSV carries the whole submission.
  exportColumns: [
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
    attributionColumn,
  ],
};
