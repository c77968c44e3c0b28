import { dateColumn, type Column, type ListLabels } from "~/lists/columns";

/** One entry of the trail as the list and GET /api/admin/audit show it (product.md §10.8). */
export type AuditRow = {
  id: number;
  at: Date;
  actor: { id: number | null; email: string | null };
  action: string;
  target: { type: string; id: string } | null;
  address: string | null;
};

/** The entry as GET /api/admin/audit answers it. */
export const auditJson = (r: AuditRow) => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: r.actor,
  action: r.action,
  target: r.target,
  address: r.address,
});

export const auditList: ListLabels = {
  title: "Audit trail, newest first",
  emptyMessage: "No entries.",
  noMatchMessage: "No entry matches these filters.",
};

/** The trail's columns (no CSV: the trail is read here, not exported). */
export const auditColumns: Column<AuditRow>[] = [
  dateColumn("When", (r) => r.at, "whitespace-nowrap"),
  { header: "Admin", value: (r) => r.actor.email ?? "—" },
  { header: "Action", value: (r) => r.action, className: "font-mono text-xs break-all" },
  { header: "Target", value: (r) => (r.target ? `${r.target.type} ${r.target.id}` : "—") },
  { header: "Address", value: (r) => r.address ?? "—" },
];
