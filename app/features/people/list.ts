import { href } from "react-router";
import type { people } from "~/db/schema";
import { dateColumn, type ListColumns, type ListLabels } from "~/lists/columns";
import { leadStatusLabel } from "./lead-status-schema";

/** A person as the People list shows them (product.md §10.4). */
export type PersonRow = Pick<
  typeof people.$inferSelect,
  | "id"
  | "email"
  | "name"
  | "company"
  | "role"
  | "status"
  | "sources"
  | "firstSeenAt"
  | "lastActivityAt"
  | "followUpAt"
>;

export const peopleList: ListLabels = {
  title: "People",
  csvPath: href("/api/admin/people"),
  emptyMessage: "No people yet.",
  noMatchMessage: "No people match these filters.",
};

/**
 * The People list's columns, on screen (the view draws the person as a link with their next call,
 * and the status as its badge) and in its CSV (GET /api/admin/people?format=csv), which adds the
 * fields the screen leaves out.
 */
export const peopleColumns: ListColumns<PersonRow> = {
  columns: [
    { header: "Person", value: (p) => p.name || p.email },
    { header: "Company", value: (p) => p.company },
    { header: "Status", value: (p) => leadStatusLabel(p.status) },
    { header: "Sources", value: (p) => p.sources.join(", ") },
    dateColumn("Last activity", (p) => p.lastActivityAt),
    { header: "Follow-up", value: (p) => p.followUpAt },
  ],
  exportColumns: [
    { header: "Email", value: (p) => p.email },
    { header: "Name", value: (p) => p.name },
    { header: "Role", value: (p) => p.role },
    dateColumn("First seen", (p) => p.firstSeenAt),
  ],
};
