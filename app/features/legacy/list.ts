import type { leads, resourceRequests } from "~/db/schema";
import { href } from "react-router";
import {
  attributionColumn,
  dateColumn,
  labelIn,
  senderColumns,
  type ListColumns,
  type ListLabels,
} from "~/lists/columns";

// product.md §10: the Legacy view's two lists, webinar registrations (`leads`) and resource requests.

export type LeadRow = typeof leads.$inferSelect;
export type ResourceRequestRow = typeof resourceRequests.$inferSelect;

const leadTypes = [["webinar", "Webinar"]] as const;

export const leadList: ListLabels = {
  title: "Webinar registrations",
  csvPath: href("/api/admin/leads"),
  emptyMessage: "No webinar registrations found.",
};

export const leadColumns: ListColumns<LeadRow> = {
  columns: [
    ...senderColumns,
    { header: "Type", value: (r) => labelIn(leadTypes, r.leadType) },
    dateColumn("Date", (r) => r.createdAt),
  ],
  exportColumns: [attributionColumn],
};

export const resourceRequestList: ListLabels = {
  title: "Resource requests",
  csvPath: href("/api/admin/resource-requests"),
  emptyMessage: "No resource requests found.",
};

export const resourceRequestColumns: ListColumns<ResourceRequestRow> = {
  columns: [
    { header: "Name", value: (r) => r.name, className: "font-medium" },
    { header: "Email", value: (r) => r.email },
    { header: "Resource", value: (r) => r.resourceTitle },
    { header: "Type", value: (r) => r.resourceType },
    { header: "Category", value: (r) => r.resourceCategory },
    dateColumn("Date", (r) => r.createdAt),
  ],
  exportColumns: [attributionColumn],
};
