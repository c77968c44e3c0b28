import { useState } from "react";
import { useOnResult } from "~/utils/use-on-result";
import { Plus } from "lucide-react";
import { useFetcher } from "react-router";
import type { Route } from "./+types/resources-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { DeleteDialog, useDeleteDialog } from "~/components/admin/confirm-dialog";
import { ListView, withRenders } from "~/components/admin/list-view";
import { PublishableRowActions } from "~/components/admin/publishable-row-actions";
import { ResourceFormDialog } from "./resource-form-dialog";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { resourceColumns, resourceList, type ResourceRow } from "~/features/resources/list";
import { resourceListQuerySchema } from "~/features/resources/schema";
import { listResources } from "~/features/resources/list.server";
import {
  createResource,
  deleteResource,
  publishResource,
  updateResource,
} from "~/features/resources/writes.server";

export const meta = () => adminMeta("Resources");

/** /admin/resources: the Resource Library's admin side (product.md §10), every resource, published or not. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, resourceListQuerySchema, listResources);
  return withListStatus({ list }, list);
}

/** The view's writes, by `intent` (each defined once, with its JSON endpoint: ./writes.server.ts). */
export const action = viewActions({
  create: createResource,
  update: updateResource,
  publish: publishResource,
  delete: deleteResource,
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const columns = withRenders(resourceColumns.columns, {
  Status: (r) => (
    <Badge tone={r.published ? "success" : "neutral"}>{r.published ? "Published" : "Draft"}</Badge>
  ),
});

type PublishResult = ViewAnswer<ResourceRow>;

export default function AdminResourcesPage({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<ResourceRow | null>();
  const publish = useFetcher<PublishResult>();
  const deletion = useDeleteDialog<ResourceRow>("resource", (row) =>
    toast({ title: "Resource deleted", description: row?.title }),
  );

  useOnResult(publish.data, (r) => {
    if (r.ok)
      toast({ title: r.published ? "Resource published" : "Resource unpublished", description: r.title });
    else toast({ title: "Failed to update publish status", description: r.error, variant: "destructive" });
  });

  return (
    <AdminView title="Resources">
      <ListView
        {...resourceList}
        list={loaderData.list}
        url={useListUrl()}
        columns={columns}
        toolbar={
          <Button type="button" onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden /> New resource
          </Button>
        }
        actions={(r) => (
          <PublishableRowActions
            row={r}
            publish={publish}
            onEdit={() => setEditing(r)}
            onDelete={() => deletion.ask(r)}
          />
        )}
      />
      <ResourceFormDialog editing={editing} onClose={() => setEditing(undefined)} />
      <DeleteDialog {...deletion.dialog} title="Delete this resource?" removedFrom="the library" />
    </AdminView>
  );
}
