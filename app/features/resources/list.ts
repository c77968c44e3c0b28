import { levelLabels } from "~/content/resources-page";
import type { resources } from "~/db/schema";
import { href } from "react-router";
import { dateColumn, type ListColumns, type ListLabels } from "~/lists/columns";

export type ResourceRow = typeof resources.$inferSelect;

export const resourceList: ListLabels = {
  title: "Resources",
  csvPath: href("/api/admin/resources"),
  emptyMessage: "No resources found.",
};

export const resourceColumns: ListColumns<ResourceRow> = {
  columns: [
    { header: "Title", value: (r) => r.title, className: "font-medium max-w-xs" },
    { header: "Category", value: (r) => r.category },
    { header: "Type", value: (r) => r.type },
    { header: "Difficulty", value: (r) => levelLabels[r.difficulty] ?? r.difficulty },
    { header: "Format", value: (r) => r.format },
    { header: "Tags", value: (r) => r.tags.join(", "), className: "max-w-xs" },
    { header: "Status", value: (r) => (r.published ? "Published" : "Draft") },
    { header: "Featured", value: (r) => (r.featured ? "Yes" : "No") },
    dateColumn("Updated", (r) => r.updatedAt),
  ],
  exportColumns: [
    { header: "Description", value: (r) => r.description },
    { header: "Download URL", value: (r) => r.downloadUrl },
    { header: "Pages", value: (r) => r.pages },
    { header: "Duration", value: (r) => r.duration },
    { header: "Icon", value: (r) => r.iconName },
  ],
};
