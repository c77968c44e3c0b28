import type { ReactNode } from "react";
import { knowledgeQuestionIds } from "~/assessment/questions";
import { awarenessStatementIds } from "~/assessment/awareness";
import { topicInterestKeys } from "~/assessment/options";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~/schemas/lead-status";
import type { CsvCell } from "~/utils/csv";
import { postStatus, type AdminBlogPostSummary } from "./blog-editor/types";
import { categoryLabel } from "~/content/blog";
import { describeAttribution, formatDateTime, isoDate } from "./format";
import type {
  AssessmentRow,
  InquiryRow,
  LeadRow,
  OutboxRow,
  ResourceRequestRow,
  ResourceRow,
  SubscriberRow,
} from "./types";

// The columns of each admin list, in one place for the table (which adds how a cell shows) and
// for the CSV the server streams (app/utils/list-response.server.ts): both read rows as JSON.

export type Column<T> = {
  header: string;
  /** The cell as text: what the CSV holds (and the screen shows, unless `render` says otherwise). */
  value: (row: T) => CsvCell;
  /** How the cell shows on screen (defaults to the value). */
  render?: (row: T) => ReactNode;
  className?: string;
};

/** A list's columns: those on screen, then extra ones for the CSV only. */
export type ListColumns<T> = { columns: Column<T>[]; exportColumns: Column<T>[] };

/** The columns with their on-screen look, by header. */
export function withRenders<T>(columns: Column<T>[], renders: Record<string, Column<T>["render"]>) {
  return columns.map((c) => (renders[c.header] ? { ...c, render: renders[c.header] } : c));
}

const attribution = {
  header: "Attribution",
  value: (r: { attribution: Record<string, string | undefined> | null }) =>
    describeAttribution(r.attribution),
};

export const leadStatusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;

export const subscriberColumns: ListColumns<SubscriberRow> = {
  columns: [
    { header: "Email", value: (r) => r.email },
    { header: "Subscribed", value: (r) => isoDate(r.subscribedAt) },
    { header: "Status", value: (r) => (r.isActive ? "Active" : "Unsubscribed") },
  ],
  exportColumns: [],
};

export const assessmentColumns: ListColumns<AssessmentRow> = {
  columns: [
    { header: "Name", value: (r) => r.name, className: "font-medium" },
    { header: "Email", value: (r) => r.email },
    { header: "Company", value: (r) => r.company },
    { header: "Role", value: (r) => r.role },
    { header: "Knowledge", value: (r) => r.knowledgeScore },
    { header: "Awareness", value: (r) => r.awarenessScore },
    { header: "Level", value: (r) => r.recommendedLevel },
    { header: "Date", value: (r) => isoDate(r.createdAt) },
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
    attribution,
  ],
};

export const trainingInterests = (r: InquiryRow) => (r.trainingInterest ?? []).join(", ");

export const inquiryColumns: ListColumns<InquiryRow> = {
  columns: [
    { header: "Name", value: (r) => r.fullName, className: "font-medium" },
    { header: "Work email", value: (r) => r.workEmail },
    { header: "Company", value: (r) => r.companyName },
    { header: "Role", value: (r) => r.role },
    { header: "Company size", value: (r) => r.companySize },
    { header: "Training interest", value: trainingInterests },
    { header: "Timeline", value: (r) => r.timeline },
    { header: "Date", value: (r) => isoDate(r.createdAt) },
  ],
  exportColumns: [{ header: "Needs", value: (r) => r.needsDescription }, attribution],
};

export const resourceColumns: ListColumns<ResourceRow> = {
  columns: [
    { header: "Title", value: (r) => r.title, className: "font-medium max-w-xs" },
    { header: "Category", value: (r) => r.category },
    { header: "Type", value: (r) => r.type },
    { header: "Difficulty", value: (r) => r.difficulty },
    { header: "Format", value: (r) => r.format },
    { header: "Tags", value: (r) => r.tags.join(", "), className: "max-w-xs" },
    { header: "Status", value: (r) => (r.published ? "Published" : "Draft") },
    { header: "Featured", value: (r) => (r.featured ? "Yes" : "No") },
    { header: "Updated", value: (r) => isoDate(r.updatedAt) },
  ],
  exportColumns: [
    { header: "Description", value: (r) => r.description },
    { header: "Download URL", value: (r) => r.downloadUrl },
    { header: "Pages", value: (r) => r.pages },
    { header: "Duration", value: (r) => r.duration },
    { header: "Icon", value: (r) => r.iconName },
  ],
};

export const leadColumns: ListColumns<LeadRow> = {
  columns: [
    { header: "Name", value: (r) => r.name, className: "font-medium" },
    { header: "Email", value: (r) => r.email },
    { header: "Company", value: (r) => r.company },
    { header: "Role", value: (r) => r.role },
    { header: "Type", value: (r) => r.leadType },
    { header: "Date", value: (r) => isoDate(r.createdAt) },
  ],
  exportColumns: [attribution],
};

export const resourceRequestColumns: ListColumns<ResourceRequestRow> = {
  columns: [
    { header: "Name", value: (r) => r.name, className: "font-medium" },
    { header: "Email", value: (r) => r.email },
    { header: "Resource", value: (r) => r.resourceTitle },
    { header: "Type", value: (r) => r.resourceType },
    { header: "Category", value: (r) => r.resourceCategory },
    { header: "Date", value: (r) => isoDate(r.createdAt) },
  ],
  exportColumns: [attribution],
};

export const outboxColumns: ListColumns<OutboxRow> = {
  columns: [
    { header: "Kind", value: (r) => r.kind },
    { header: "To", value: (r) => r.to },
    { header: "Subject", value: (r) => r.subject, className: "max-w-xs" },
    { header: "Status", value: (r) => r.status },
    { header: "Attempts", value: (r) => r.attempts },
    { header: "Last error", value: (r) => r.lastError, className: "max-w-xs break-words text-red-800" },
    { header: "Queued", value: (r) => isoDate(r.createdAt) },
    { header: "Sent", value: (r) => isoDate(r.sentAt) },
    { header: "Next attempt", value: (r) => (r.status === "pending" ? isoDate(r.nextAttemptAt) : "") },
  ],
  exportColumns: [],
};

/** "Published", "Draft" or "Scheduled for Jan 1, 2099, 9:00 AM PST" (in the site's time zone). */
export function postStatusText(r: Pick<AdminBlogPostSummary, "published" | "publishAt">) {
  const status = postStatus(r);
  if (status === "scheduled") return `Scheduled for ${formatDateTime(r.publishAt)}`;
  return status === "published" ? "Published" : "Draft";
}

export const blogPostColumns: ListColumns<AdminBlogPostSummary> = {
  columns: [
    { header: "Title", value: (r) => r.title, className: "font-medium max-w-sm" },
    { header: "Slug", value: (r) => r.slug, className: "font-mono text-xs" },
    { header: "Category", value: (r) => categoryLabel(r.category) },
    { header: "Tags", value: (r) => r.tags.join(", "), className: "max-w-xs" },
    { header: "Status", value: postStatusText },
    { header: "Created", value: (r) => isoDate(r.createdAt) },
    { header: "Updated", value: (r) => isoDate(r.updatedAt) },
  ],
  exportColumns: [
    { header: "Excerpt", value: (r) => r.excerpt },
    { header: "Read time", value: (r) => r.readTime },
    { header: "SEO title", value: (r) => r.seoTitle },
    { header: "SEO description", value: (r) => r.seoDescription },
  ],
};
