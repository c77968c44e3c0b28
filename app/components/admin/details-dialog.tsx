import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatDateTime } from "~/lists/format";

type Received = { createdAt: Parameters<typeof formatDateTime>[0] };

type Props<R extends Received> = {
  /** The record shown; none closes the dialog. */
  row: R | undefined;
  onClose: () => void;
  width: "2xl" | "3xl";
  title: (row: R) => string;
  children: (row: R) => ReactNode;
};

/** A whole submission in a dialog: who sent it, when it was received, then its fields. */
export function DetailsDialog<R extends Received>({ row, onClose, width, title, children }: Props<R>) {
  return (
    <Dialog open={Boolean(row)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width={width}>
        {row && (
          <>
            <DialogHeader>
              <DialogTitle>{title(row)}</DialogTitle>
              <DialogDescription>Received {formatDateTime(row.createdAt)}</DialogDescription>
            </DialogHeader>
            {children(row)}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
