import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
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
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={p.onCancel} disabled={p.busy} autoFocus>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={p.onConfirm} disabled={p.busy}>
            {p.busy ? "Deleting…" : p.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
