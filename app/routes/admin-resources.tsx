import { useState } from "react";
import { useOnResult } from "~/utils/use-on-result";
import { Plus } from "lucide-react";
import { href, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/admin-resources";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction, type ViewActionResult } from "~/admin/view-action";
import { formBoolean, formId, readFields, readForm, refuse, unreadableForm } from "~/admin/view-form.server";
import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { DeleteDialog } from "~/components/admin/confirm-dialog";
import { ListView, withRenders } from "~/components/admin/list-view";
import { PublishableRowActions } from "~/components/admin/publishable-row-actions";
import { ResourceFormDialog } from "~/components/admin/resource-form-dialog";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { formatDateTime } from "~/lists/format";
import { resourceColumns, type ResourceRow } from "~/lists/resources";
import { resourceListQuerySchema } from "~/schemas/admin-lists";
import { parseForm } from "~/schemas/parse-form";
import { resourceFormSchema } from "~/schemas/resource";
import { listResources } from "~/services/lists.server";
import {
  createResource,
  deleteResource,
  setResourcePublished,
  updateResource,
} from "~/services/resources-admin.server";
import { integerId } from "~/utils/http.server";

export const meta = () => adminMeta("Resources");

/** /admin/resources: the Resource Library's admin side (product.md §10), every resource, published or not. */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, resourceListQuerySchema, listResources);
  return withListStatus({ list }, list);
}

const NOT_FOUND = "Resource not found.";
const rowForm = z.object({ id: formId(NOT_FOUND) });
const publishForm = rowForm.extend({ published: formBoolean });

/**
 * The view's posts (`intent`): save (create, or edit `id`; the dialog's form with its schema, as
 * POST/PUT /api/admin/resources read JSON), publish and delete, through the same services.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return unreadableForm();
  const intent = form.get("intent");
  if (intent === "save") {
    const submission = parseForm(form, resourceFormSchema);
    if (submission.status !== "success")
      return refuse(400, "Check the highlighted fields.", { result: submission.reply() });
    if (!form.has("id")) {
      const row = await createResource(submission.value);
      return { ok: true as const, title: row.title, created: true };
    }
    const id = integerId(String(form.get("id")));
    const row = id && (await updateResource(id, submission.value));
    return row ? { ok: true as const, title: row.title, created: false } : refuse(404, NOT_FOUND);
  }
  if (intent === "publish") {
    const read = readFields(form, publishForm);
    if ("error" in read) return refuse(read.error === NOT_FOUND ? 404 : 400, read.error);
    const row = await setResourcePublished(read.value.id, read.value.published);
    return row ? { ok: true as const, title: row.title, published: row.published } : refuse(404, NOT_FOUND);
  }
  if (intent === "delete") {
    const read = readFields(form, rowForm);
    if ("error" in read || !(await deleteResource(read.value.id))) return refuse(404, NOT_FOUND);
    return { ok: true as const };
  }
  return refuse(400, "Unknown form.");
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

const columns = withRenders(resourceColumns.columns, {
  Status: (r) => (
    <Badge tone={r.published ? "success" : "neutral"}>{r.published ? "Published" : "Draft"}</Badge>
  ),
  Updated: (r) => formatDateTime(r.updatedAt),
});

type PublishResult = ViewActionResult<{ title: string; published: boolean }>;

export default function AdminResourcesPage({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<ResourceRow | null>();
  const [deleting, setDeleting] = useState<ResourceRow>();
  const [deleteError, setDeleteError] = useState<string>();
  const publish = useFetcher<PublishResult>();
  const remove = useFetcher<ViewActionResult>();

  useOnResult(publish.data, (r) => {
    if (r.ok)
      toast({ title: r.published ? "Resource published" : "Resource unpublished", description: r.title });
    else toast({ title: "Failed to update publish status", description: r.error, variant: "destructive" });
  });
  useOnResult(remove.data, (r) => {
    if (r.ok) {
      toast({ title: "Resource deleted", description: deleting?.title });
      setDeleting(undefined);
    } else {
      // Said inside the open dialog too: the rest of the page is hidden from screen readers meanwhile.
      setDeleteError(`Failed to delete resource: ${r.error}`);
      toast({ title: "Failed to delete resource", description: r.error, variant: "destructive" });
    }
  });
  const publishing = (r: ResourceRow) =>
    publish.state !== "idle" && publish.formData?.get("id") === String(r.id);

  return (
    <AdminView title="Resources">
      <ListView
        title="Resources"
        list={loaderData.list}
        url={useListUrl()}
        csvPath={href("/api/admin/resources")}
        columns={columns}
        rowKey={(r) => r.id}
        emptyMessage="No resources found."
        toolbar={
          <Button type="button" onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden /> New resource
          </Button>
        }
        actions={(r) => (
          <PublishableRowActions
            title={r.title}
            published={r.published}
            publishing={publishing(r)}
            onEdit={() => setEditing(r)}
            onTogglePublish={() =>
              void publish.submit(
                { intent: "publish", id: String(r.id), published: String(!r.published) },
                { method: "post" },
              )
            }
            onDelete={() => setDeleting(r)}
          />
        )}
      />
      <ResourceFormDialog editing={editing} onClose={() => setEditing(undefined)} />
      <DeleteDialog
        item={deleting}
        title="Delete this resource?"
        removedFrom="the library"
        fetcher={remove}
        error={deleteError}
        onClose={() => {
          setDeleteError(undefined);
          setDeleting(undefined);
        }}
      />
    </AdminView>
  );
}
