import {
  companySizeOptions,
  roleOptions,
  timelineOptions,
  trainingInterestOptions,
  type Option,
} from "~/content/contact-options";
import type { contactInquiries } from "~/db/schema";
import { href } from "react-router";
import { attributionColumn, dateColumn, labelIn, type ListColumns, type ListLabels } from "~/lists/columns";

export type InquiryRow = typeof contactInquiries.$inferSelect;

// The contact form stores codes (`cfo`, `4-6-week-cohort`); the list shows the form's own labels.
const choices = (options: readonly Option[]) => options.map((o) => [o.value, o.label] as const);
const roles = choices(roleOptions);
const sizes = choices(companySizeOptions);
const interests = choices(trainingInterestOptions);
const timelines = choices(timelineOptions);

export const inquiryLabels = {
  role: (r: InquiryRow) => labelIn(roles, r.role),
  companySize: (r: InquiryRow) => labelIn(sizes, r.companySize),
  trainingInterest: (r: InquiryRow) =>
    (r.trainingInterest ?? []).map((v) => labelIn(interests, v)).join(", "),
  timeline: (r: InquiryRow) => labelIn(timelines, r.timeline),
};

export const inquiryList: ListLabels = {
  title: "Contact inquiries",
  csvPath: href("/api/admin/contact-inquiries"),
  emptyMessage: "No inquiries found.",
};

export const inquiryColumns: ListColumns<InquiryRow> = {
  columns: [
    { header: "Name", value: (r) => r.fullName, className: "font-medium" },
    { header: "Work email", value: (r) => r.workEmail },
    { header: "Company", value: (r) => r.companyName },
    { header: "Role", value: inquiryLabels.role },
    { header: "Company size", value: inquiryLabels.companySize },
    { header: "Training interest", value: inquiryLabels.trainingInterest },
    { header: "Timeline", value: inquiryLabels.timeline },
    dateColumn("Date", (r) => r.createdAt),
  ],
  exportColumns: [{ header: "Needs", value: (r) => r.needsDescription }, attributionColumn],
};
