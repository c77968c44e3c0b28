import { href } from "react-router";
import type { Route } from "./+types/admin-newsletter";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lists/format";
import { subscriberColumns } from "~/lists/subscribers";
import { subscriberListQuerySchema } from "~/schemas/admin-lists";
import { listNewsletterSubscribers } from "~/services/lists.server";

export const meta = () => adminMeta("Newsletter");

/** /admin/newsletter: product.md's Newsletter tab, a page of subscribers as the URL asks. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, subscriberListQuerySchema, listNewsletterSubscribers);
  return withListStatus({ list }, list);
}

const columns = withRenders(subscriberColumns.columns, {
  Subscribed: (r) => formatDateTime(r.subscribedAt),
  Status: (r) => (
    <Badge tone={r.isActive ? "success" : "neutral"}>{r.isActive ? "Active" : "Unsubscribed"}</Badge>
  ),
});

export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminView title="Newsletter">
      <ListView
        title="Newsletter subscribers"
        list={loaderData.list}
        url={useListUrl()}
        csvPath={href("/api/admin/newsletter-subscribers")}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage="No newsletter subscribers found."
      />
    </AdminView>
  );
}
