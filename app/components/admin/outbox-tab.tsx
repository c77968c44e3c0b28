import { useQuery } from "@tanstack/react-query";
import { Badge } from "~/components/ui/badge";
import { DataTable, type Column } from "./data-table";
import { formatDateTime, isoDate } from "./format";
import type { OutboxRow } from "./types";

const statusLook: Record<string, string> = {
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  sending: "bg-amber-100 text-amber-900",
  pending: "bg-slate-200 text-slate-800",
};

const columns: Column<OutboxRow>[] = [
  { header: "Kind", value: (r) => r.kind },
  { header: "To", value: (r) => r.to },
  { header: "Subject", value: (r) => r.subject, className: "max-w-xs" },
  {
    header: "Status",
    value: (r) => r.status,
    render: (r) => (
      <Badge tone={null} className={statusLook[r.status] ?? statusLook.pending}>
        {r.status}
      </Badge>
    ),
  },
  { header: "Attempts", value: (r) => r.attempts },
  { header: "Last error", value: (r) => r.lastError, className: "max-w-xs break-words text-red-800" },
  { header: "Queued", value: (r) => isoDate(r.createdAt), render: (r) => formatDateTime(r.createdAt) },
  { header: "Sent", value: (r) => isoDate(r.sentAt), render: (r) => formatDateTime(r.sentAt) },
  {
    header: "Next attempt",
    value: (r) => (r.status === "pending" ? isoDate(r.nextAttemptAt) : ""),
    render: (r) => (r.status === "pending" ? formatDateTime(r.nextAttemptAt) : ""),
  },
];

/** The e-mails the site has queued (SMTP unset: they wait here), with delivery state. */
export function OutboxTab() {
  const q = useQuery<OutboxRow[]>({ queryKey: ["/api/admin/outbox"] });
  return (
    <DataTable
      title="Outbox e-mails"
      exportName="outbox"
      rows={q.data}
      isLoading={q.isLoading}
      error={q.error}
      columns={columns}
      rowKey={(r) => r.id}
      emptyMessage="No e-mails in the outbox."
    />
  );
}
