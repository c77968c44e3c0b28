import { useQuery } from "@tanstack/react-query";
import { Badge } from "~/components/ui/badge";
import { DataTable, type Column } from "./data-table";
import { formatDateTime, isoDate } from "./format";
import type { SubscriberRow } from "./types";

const columns: Column<SubscriberRow>[] = [
  { header: "Email", value: (r) => r.email },
  {
    header: "Subscribed",
    value: (r) => isoDate(r.subscribedAt),
    render: (r) => formatDateTime(r.subscribedAt),
  },
  {
    header: "Status",
    value: (r) => (r.isActive ? "Active" : "Unsubscribed"),
    render: (r) => (
      <Badge tone={r.isActive ? "success" : "neutral"}>{r.isActive ? "Active" : "Unsubscribed"}</Badge>
    ),
  },
];

export function NewsletterTab() {
  const q = useQuery<SubscriberRow[]>({ queryKey: ["/api/admin/newsletter-subscribers"] });
  return (
    <DataTable
      title="Newsletter subscribers"
      exportName="newsletter-subscribers"
      rows={q.data}
      isLoading={q.isLoading}
      error={q.error}
      columns={columns}
      rowKey={(r) => r.id}
      emptyMessage="No newsletter subscribers found."
    />
  );
}
