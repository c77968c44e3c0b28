import { Badge } from "~/components/ui/badge";
import { OUTBOX_STATUSES } from "~/schemas/admin-lists";
import { DataTable } from "./data-table";
import { formatDateTime } from "./format";
import { ListFilter } from "./list-filter";
import { outboxColumns, withRenders } from "./list-columns";
import type { OutboxRow } from "./types";
import { useAdminList } from "./use-admin-list";

const statusLook: Record<string, string> = {
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  sending: "bg-amber-100 text-amber-900",
  pending: "bg-slate-200 text-slate-800",
};

const columns = withRenders(outboxColumns.columns, {
  Status: (r) => (
    <Badge tone={null} className={statusLook[r.status] ?? statusLook.pending}>
      {r.status}
    </Badge>
  ),
  Queued: (r) => formatDateTime(r.createdAt),
  Sent: (r) => formatDateTime(r.sentAt),
  "Next attempt": (r) => (r.status === "pending" ? formatDateTime(r.nextAttemptAt) : ""),
});

/** The e-mails the site has queued (SMTP unset: they wait here), with delivery state. */
export function OutboxTab() {
  const list = useAdminList<OutboxRow>("/api/admin/outbox", { filters: ["status"] });
  return (
    <DataTable
      title="Outbox e-mails"
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      emptyMessage="No e-mails in the outbox."
      toolbar={
        <ListFilter
          label="Status"
          value={list.filter("status")}
          onChange={(v) => list.setFilter("status", v)}
          options={OUTBOX_STATUSES.map((s) => [s, s])}
          anyLabel="Any status"
        />
      }
    />
  );
}
