import { useState } from "react";
import { useFetcher } from "react-router";
import type { ViewAnswer } from "~/admin/view-action";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";

/**
 * "Erase" asks first (an alert dialog, Cancel focused); confirming posts `intent: "erase"` to the
 * person view's action, which answers with the People list (a redirect) or says why not, inside.
 */
export function ErasePerson({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ViewAnswer>();
  const busy = fetcher.state !== "idle";
  const failed = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  return (
    <>
      <Button type="button" variant="destructive" size="sm" onClick={() => setOpen(true)}>
        Erase
      </Button>
      <ConfirmDialog
        open={open}
        title={`Erase ${name}?`}
        description="This deletes the person, every submission, e-mail, note and status change about them. It cannot be undone."
        confirmLabel="Erase permanently"
        busy={busy}
        busyLabel="Erasing…"
        error={failed}
        onConfirm={() => void fetcher.submit({ intent: "erase" }, { method: "post" })}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
