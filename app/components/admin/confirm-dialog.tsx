import { useState } from "react";
import { useFetcher, type FetcherSubmitFunction } from "react-router";
import type { ViewAnswer } from "~/admin/view-action";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/use-toast";
import { useOnResult } from "~/utils/use-on-result";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  /** The confirm button's label while busy (default "Deleting…"). */
  busyLabel?: string;
  /** Why the action failed, said inside the dialog: while it is open the rest of the page is hidden from screen readers. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action; the safe choice (Cancel) has the focus first. */
export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog open={p.open} onOpenChange={(o) => !o && !p.busy && p.onCancel()}>
      <DialogContent role="alertdialog" width="md">
        <DialogHeader>
          <DialogTitle>{p.title}</DialogTitle>
          <DialogDescription>{p.description}</DialogDescription>
        </DialogHeader>
        {/* Always present, so the text added on a failure is announced (a live region must exist first). */}
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {p.error}
        </p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={p.onCancel} disabled={p.busy} autoFocus>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={p.onConfirm} disabled={p.busy}>
            {p.busy ? (p.busyLabel ?? "Deleting…") : p.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type Deletable = { id: number; title: string };

type DeleteDialogProps = {
  /** The row to delete; the dialog is open while there is one. */
  item: Deletable | undefined;
  title: string;
  /** Where the item goes from, for "“X” will be removed from the blog." */
  removedFrom: string;
  /** The view's fetcher: it posts `intent: "delete"` with the id to the view's action. */
  fetcher: { state: string; submit: FetcherSubmitFunction };
  error?: string;
  onClose: () => void;
};

/** Asks before deleting a row through its view's action; the failure, if any, is said inside. */
export function DeleteDialog({ item, title, removedFrom, fetcher, error, onClose }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={Boolean(item)}
      title={title}
      description={item ? `“${item.title}” will be removed from ${removedFrom}. This cannot be undone.` : ""}
      confirmLabel="Delete"
      busy={fetcher.state !== "idle"}
      error={error}
      onConfirm={() =>
        item && void fetcher.submit({ intent: "delete", id: String(item.id) }, { method: "post" })
      }
      onCancel={onClose}
    />
  );
}

/**
 * A list view's delete, for its DeleteDialog: `ask(row)` opens the dialog, its fetcher posts to the
 * view's action, a success closes it (after `onDeleted`), a failure is said inside the open dialog (the
 * rest of the page is hidden from screen readers meanwhile) and as a toast. `noun` names the row in
 * the failure: "Failed to delete blog post: …".
 */
export function useDeleteDialog<R extends Deletable>(noun: string, onDeleted: (row: R | undefined) => void) {
  const [item, setItem] = useState<R>();
  const [error, setError] = useState<string>();
  const fetcher = useFetcher<ViewAnswer>();
  useOnResult(fetcher.data, (r) => {
    if (r.ok) {
      onDeleted(item);
      setItem(undefined);
    } else {
      setError(`Failed to delete ${noun}: ${r.error}`);
      toast({ title: `Failed to delete ${noun}`, description: r.error, variant: "destructive" });
    }
  });
  const onClose = () => {
    setError(undefined);
    setItem(undefined);
  };
  return { ask: setItem, dialog: { item, fetcher, error, onClose } };
}
