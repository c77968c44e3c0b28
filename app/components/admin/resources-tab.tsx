import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { toast } from "~/components/ui/use-toast";
import type { ResourceData } from "~/schemas/resource";
import { ApiError, apiRequest } from "~/utils/api-client";
import { PublishableRowActions } from "./publishable-row-actions";
import { ConfirmDialog } from "./confirm-dialog";
import { DataTable } from "./data-table";
import { failureText, formatDateTime } from "./format";
import { resourceColumns, withRenders } from "./list-columns";
import { ResourceFormDialog } from "./resource-form-dialog";
import type { ResourceRow } from "./types";
import { useAdminList } from "./use-admin-list";

const KEY = ["/api/admin/resources"];

const columns = withRenders(resourceColumns.columns, {
  Status: (r) => (
    <Badge tone={r.published ? "success" : "neutral"}>{r.published ? "Published" : "Draft"}</Badge>
  ),
  Updated: (r) => formatDateTime(r.updatedAt),
});

const failure = (title: string, error: unknown) =>
  toast({
    title,
    description: failureText(error),
    variant: "destructive",
  });

/** The Resource Library's admin side: create, edit, publish/unpublish, delete (product.md §10). */
export function ResourcesTab() {
  const queryClient = useQueryClient();
  const list = useAdminList<ResourceRow>(KEY[0]);
  const [editing, setEditing] = useState<ResourceRow | null>();
  const [deleting, setDeleting] = useState<ResourceRow>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const save = useMutation({
    mutationFn: ({ id, data }: { id?: number; data: ResourceData }) =>
      id
        ? apiRequest<ResourceRow>("PUT", `/api/admin/resources/${id}`, data)
        : apiRequest<ResourceRow>("POST", "/api/admin/resources", data),
  });
  const publish = useMutation({
    mutationFn: (r: ResourceRow) =>
      apiRequest<ResourceRow>("PATCH", `/api/admin/resources/${r.id}/publish`, { published: !r.published }),
    onSuccess: (row) => {
      toast({ title: row.published ? "Resource published" : "Resource unpublished", description: row.title });
      refresh();
    },
    onError: (e) => failure("Failed to update publish status", e),
  });
  const remove = useMutation({
    mutationFn: (r: ResourceRow) => apiRequest("DELETE", `/api/admin/resources/${r.id}`),
    onSuccess: (_d, r) => {
      toast({ title: "Resource deleted", description: r.title });
      setDeleting(undefined);
      refresh();
    },
    onError: (e) => failure("Failed to delete resource", e),
  });

  const onSave = async (data: ResourceData) => {
    try {
      const row = await save.mutateAsync({ id: editing?.id, data });
      toast({ title: editing ? "Resource updated" : "Resource created", description: row.title });
      setEditing(undefined);
      await refresh();
    } catch (e) {
      failure("Failed to save resource", e);
      // The server's messages for fields go next to them (without any, the toast says enough).
      if (e instanceof ApiError && Object.keys(e.serverFields).length) return { fields: e.serverFields };
    }
  };

  return (
    <>
      <DataTable
        title="Resources"
        list={list}
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
            publishing={publish.isPending && publish.variables?.id === r.id}
            onEdit={() => setEditing(r)}
            onTogglePublish={() => publish.mutate(r)}
            onDelete={() => setDeleting(r)}
          />
        )}
      />
      <ResourceFormDialog
        editing={editing}
        saving={save.isPending}
        onSave={onSave}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this resource?"
        description={
          deleting ? `“${deleting.title}” will be removed from the library. This cannot be undone.` : ""
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.isError ? `Failed to delete resource: ${failureText(remove.error)}` : undefined}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => {
          remove.reset();
          setDeleting(undefined);
        }}
      />
    </>
  );
}
