import { useClearingForm } from "~/admin/view-action";
import { ViewAnswerLines } from "~/admin/view-answer";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ClientPackListRow } from "~/features/coaching/list";

/** A form of the dialog: its fields, its button, and what the write answered. */
function ClientPackForm({
  row,
  intent,
  submit,
  done,
  children,
}: {
  row: ClientPackListRow;
  intent: "credits" | "extend";
  submit: string;
  done: string;
  children: React.ReactNode;
}) {
  const { fetcher, form, result } = useClearingForm();
  return (
    <fetcher.Form method="post" ref={form} className="grid gap-2" aria-label={submit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="clientPackId" value={row.id} />
      {children}
      <div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {submit}
        </Button>
      </div>
      <ViewAnswerLines result={result} done={done} />
    </fetcher.Form>
  );
}

/**
 * A client's pack (product.md §10.16): credits added or removed by hand with a reason (the ledger
 * and the audit keep both), and its last day moved.
 */
export function ClientPackDialog({
  row,
  onClose,
}: {
  row: ClientPackListRow | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={row !== undefined} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row ? `${row.title}: ${row.name ?? row.email}` : "Client pack"}</DialogTitle>
          <DialogDescription>
            {row
              ? `${row.kind === "coaching" ? `${row.credits} of ${row.sessions} credits left, ` : ""}ends on ${row.endsOn}.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        {row && (
          <div className="grid gap-6">
            {row.kind === "coaching" && (
              <ClientPackForm row={row} intent="credits" submit="Change credits" done="Credits changed.">
                <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
                  <div className="grid gap-1">
                    <Label htmlFor="credit-change">Change (+/-)</Label>
                    <Input id="credit-change" name="change" type="number" min={-50} max={50} required />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor="credit-reason">Reason</Label>
                    <Input id="credit-reason" name="reason" maxLength={500} required />
                  </div>
                </div>
              </ClientPackForm>
            )}
            <ClientPackForm row={row} intent="extend" submit="Change end" done="End changed.">
              <div className="grid gap-1">
                <Label htmlFor="pack-ends-on">Last day</Label>
                <Input id="pack-ends-on" name="endsOn" type="date" defaultValue={row.endsOn} required />
              </div>
            </ClientPackForm>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
