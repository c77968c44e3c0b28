import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";

/** "Erase" asks first (an alert dialog, Cancel focused); confirming posts to the page's action. */
export function ErasePerson({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const busy = useNavigation().formData?.get("intent") === "erase";
  return (
    <>
      <Button type="button" variant="destructive" size="sm" onClick={() => setOpen(true)}>
        Erase
      </Button>
      <Dialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
        <DialogContent role="alertdialog" width="md">
          <DialogHeader>
            <DialogTitle>Erase {name}?</DialogTitle>
            <DialogDescription>
              This deletes the person, every submission, e-mail, note and status change about them. It cannot
              be undone.
            </DialogDescription>
          </DialogHeader>
          <Form method="post" className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy} autoFocus>
              Cancel
            </Button>
            <Button type="submit" name="intent" value="erase" variant="destructive" disabled={busy}>
              {busy ? "Erasing…" : "Erase permanently"}
            </Button>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
