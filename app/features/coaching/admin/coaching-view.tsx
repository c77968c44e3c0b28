import { useState } from "react";
import { Plus } from "lucide-react";
import type { Route } from "./+types/coaching-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, adminMeta, ViewSection } from "~/components/admin/admin-view";
import { DeleteDialog, useDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable } from "~/components/admin/data-table";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { changeCredits, extendClientPack } from "~/features/coaching/credits.server";
import { refundPack } from "~/features/coaching/refunds.server";
import {
  clientPackColumns,
  clientPackList,
  packColumns,
  packList,
  type ClientPackListRow,
  type PackListRow,
} from "~/features/coaching/list";
import { listClientPacks } from "~/features/coaching/list.server";
import { allPacks, createPack, deletePack, PACK_PRODUCT, updatePack } from "~/features/coaching/packs.server";
import { placeRefundQuotes } from "~/features/payments/refunds.server";
import { clientPackListQuerySchema } from "~/features/coaching/schema";
import { ClientPackDialog, type PackRefundOffer } from "./client-pack-dialog";
import { PackFormDialog } from "./pack-form-dialog";

export const meta = () => adminMeta("Coaching");

/**
 * /admin/coaching (product.md §10.16): the packs on offer, and the clients' packs with their credits
 * and, for those paid, the refund each is offered.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [packs, list] = await Promise.all([
    allPacks(),
    listPage(request, clientPackListQuerySchema, listClientPacks),
  ]);
  const quotes = await placeRefundQuotes(
    PACK_PRODUCT,
    list.rows.map((r) => r.id),
  );
  const refunds: Record<number, PackRefundOffer> = Object.fromEntries(
    [...quotes].map(([id, q]) => [
      id,
      { paidCents: q.paidCents, leftCents: q.leftCents, pendingCents: q.pendingCents },
    ]),
  );
  return withListStatus({ packs, list, refunds }, list);
}

/** The view's writes, by `intent` (each defined once, with its JSON endpoint). */
export const action = viewActions({
  create: createPack,
  update: updatePack,
  delete: deletePack,
  credits: changeCredits,
  extend: extendClientPack,
  refund: refundPack,
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const packTableColumns = withRenders(packColumns.columns, {
  Status: (p) => (
    <Badge tone={p.published ? "success" : "neutral"}>{p.published ? "Published" : "Draft"}</Badge>
  ),
});

const clientColumns = withRenders(clientPackColumns.columns, {
  "No-credit calls": (r) =>
    r.noCreditCalls > 0 ? <Badge tone="warning">{`${r.noCreditCalls} with no credit`}</Badge> : "0",
});

export default function AdminCoachingPage({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<PackListRow | null>();
  const [openId, setOpenId] = useState<number>();
  const deletion = useDeleteDialog<PackListRow>("pack", (row) =>
    toast({ title: "Pack deleted", description: row?.title }),
  );
  // The row as the list reads it now: the dialog shows the credits after each change.
  const open: ClientPackListRow | undefined = loaderData.list.rows.find((r) => r.id === openId);
  return (
    <AdminView title="Coaching">
      <ViewSection headingId="packs-heading" title="Packs" className="mt-6 grid gap-3">
        <div>
          <Button type="button" onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden /> New pack
          </Button>
        </div>
        <DataTable
          title={packList.title}
          rows={loaderData.packs}
          columns={packTableColumns}
          emptyMessage={packList.emptyMessage}
          actions={(p) => (
            <>
              <Button type="button" size="sm" variant="outline" onClick={() => setEditing(p)}>
                Edit<span className="sr-only"> {p.title}</span>
              </Button>
              <Button type="button" size="sm" variant="destructive" onClick={() => deletion.ask(p)}>
                Delete<span className="sr-only"> {p.title}</span>
              </Button>
            </>
          )}
        />
      </ViewSection>
      <ViewSection headingId="clients-heading" title="Clients" className="mt-10 grid gap-3">
        <ListView
          {...clientPackList}
          list={loaderData.list}
          url={useListUrl()}
          columns={clientColumns}
          actions={(r) => (
            <Button type="button" size="sm" variant="outline" onClick={() => setOpenId(r.id)}>
              Credits, end and refund<span className="sr-only"> of {r.name ?? r.email}</span>
            </Button>
          )}
        />
      </ViewSection>
      <PackFormDialog editing={editing} onClose={() => setEditing(undefined)} />
      <ClientPackDialog
        row={open}
        offer={open && loaderData.refunds[open.id]}
        onClose={() => setOpenId(undefined)}
      />
      <DeleteDialog {...deletion.dialog} title="Delete this pack?" removedFrom="the packs on offer" />
    </AdminView>
  );
}
