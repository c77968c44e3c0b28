import { href } from "react-router";
import { capitalizedChoices, labelIn, type ListColumns, type ListLabels } from "~/lists/columns";
import { isoDate } from "~/lists/format";
import { ISSUE_STATUSES } from "./admin-schema";

/** An issue as its list shows it (GET /api/admin/newsletter/issues answers these fields). */
export type IssueRow = {
  id: number;
  subject: string;
  status: string;
  sendAt: Date | null;
  recipients: number;
  postId: number | null;
  createdAt: Date;
  finishedAt: Date | null;
};

export const issueStatusChoices = capitalizedChoices(ISSUE_STATUSES);

/** Recipients are counted when sending starts (product.md §10.10): before that there are none to show. */
const counted = (r: IssueRow) => r.status === "sending" || r.status === "sent";

export const issueList: ListLabels = {
  title: "Newsletter issues",
  csvPath: href("/api/admin/newsletter/issues"),
  emptyMessage: "No issues yet.",
};

export const issueColumns: ListColumns<IssueRow> = {
  columns: [
    { header: "Subject", value: (r) => r.subject, className: "font-medium max-w-md" },
    { header: "Status", value: (r) => labelIn(issueStatusChoices, r.status) },
    { header: "Send time", value: (r) => (r.sendAt ? isoDate(r.sendAt) : "") },
    { header: "Recipients", value: (r) => (counted(r) ? r.recipients : "") },
  ],
  exportColumns: [
    { header: "Created", value: (r) => isoDate(r.createdAt) },
    { header: "Finished", value: (r) => (r.finishedAt ? isoDate(r.finishedAt) : "") },
  ],
};
