import type { Route } from "./+types/outbox-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { labelIn } from "~/lists/columns";
import { outboxColumns, outboxList, outboxStatusChoices } from "~/features/outbox/list";
import { outboxListQuerySchema } from "~/features/outbox/schema";
import { listOutboxMessages } from "~/features/outbox/list.server";

export const meta = () => adminMeta("Outbox");

/** /admin/outbox: the e-mails the site has queued (SMTP unset: they wait here), with delivery state. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, outboxListQuerySchema, listOutboxMessages);
  return withListStatus({ list }, list);
}

const statusTone: Record<string, BadgeTone> = {
  sent: "success",
  failed: "danger",
  sending: "warning",
  pending: "neutral",
};

const columns = withRenders(outboxColumns.columns, {
  Status: (r) => (
    <Badge tone={statusTone[r.status] ?? "neutral"}>{labelIn(outboxStatusChoices, r.status)}</Badge>
  ),
});

export default function AdminOutboxPage({ loaderData }: Route.ComponentProps) {
  const url = useListUrl({ filters: ["status"] });
  return (
    <AdminView title="Outbox">
      <ListView
        {...outboxList}
        list={loaderData.list}
        url={url}
        columns={columns}
        filters={[{ name: "status", label: "Status", options: outboxStatusChoices, anyLabel: "Any status" }]}
      />
    </AdminView>
  );
}
