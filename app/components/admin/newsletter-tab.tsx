import { Badge } from "~/components/ui/badge";
import { DataTable } from "./data-table";
import { formatDateTime } from "./format";
import { subscriberColumns, withRenders } from "./list-columns";
import type { SubscriberRow } from "./types";
import { useAdminList } from "./use-admin-list";

const columns = withRenders(subscriberColumns.columns, {
  Subscribed: (r) => formatDateTime(r.subscribedAt),
  Status: (r) => (
    <Badge tone={r.isActive ? "success" : "neutral"}>{r.isActive ? "Active" : "Unsubscribed"}</Badge>
  ),
});

export function NewsletterTab() {
  const list = useAdminList<SubscriberRow>("/api/admin/newsletter-subscribers");
  return (
    <DataTable
      title="Newsletter subscribers"
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      emptyMessage="No newsletter subscribers found."
    />
  );
}
