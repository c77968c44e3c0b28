import { useId, useState } from "react";
import { useClearingForm } from "~/admin/view-action";
import { ViewAnswerLines } from "~/admin/view-answer";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ClientPackListRow } from "~/features/coaching/list";
import { dollars, typedCents } from "~/features/payments/money";

/** What a pack's "Refund" offers (placeRefundQuotes): at most what is left of its payment. */
export type PackRefundOffer = { paidCents: number; leftCents: number; pendingCents: number | null };

/** A form of the dialog: its fields, its button, and what the write answered. */
function ClientPackForm({
  row,
  intent,
  label,
  submit,
  done,
  children,
  invalid,
  aside,
}: {
  /** The form's name, when its button's text changes (a refund's amount). */
  label?: string;
  row: ClientPackListRow;
  intent: "credits" | "extend" | "refund";
  submit: string;
  done: string | ((result: Record<string, unknown>) => string);
  children: React.ReactNode;
  /** The submit button held back (a refund's amount not valid yet). */
  invalid?: boolean;
  /** Beside the submit button (a refund's "Keep the pack"). */
  aside?: React.ReactNode;
}) {
  const { fetcher, form, result } = useClearingForm();
  return (
    <fetcher.Form method="post" ref={form} className="grid gap-2" aria-label={label ?? submit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="clientPackId" value={row.id} />
      {children}
      <div className="flex gap-2">
        <Button type="submit" disabled={invalid || fetcher.state !== "idle"}>
          {submit}
        </Button>
        {aside}
      </div>
      <ViewAnswerLines
        result={result}
        done={typeof done === "string" ? done : result?.ok ? done(result) : ""}
      />
    </fetcher.Form>
  );
}

const asDollars = (cents: number) => (cents / 100).toFixed(2);
const creditsLeft = (n: number) => `${n} ${n === 1 ? "session" : "sessions"}`;

/** What a refund of `cents` does to the pack, said before the owner confirms it (decision 0110). */
function refundOutcome(row: ClientPackListRow, offer: PackRefundOffer, cents: number) {
  const client = row.name ?? row.email;
  if (offer.pendingCents !== null)
    return `A refund of ${dollars(offer.pendingCents)} waits for Stripe's answer: refunding again asks for that one, never a second.`;
  if (!(cents >= 1 && cents <= offer.leftCents))
    return `Type an amount from $0.01 to ${dollars(offer.leftCents)} (${offer.leftCents === offer.paidCents ? "paid" : "left of the payment"}).`;
  const email = `${client} gets the refund e-mail.`;
  if (cents === offer.leftCents)
    return row.kind === "coaching"
      ? `All that is left of the payment: the pack ends now and its ${creditsLeft(row.credits)} left ${row.credits === 1 ? "is" : "are"} removed. ${email}`
      : `All that is left of the payment: the office hours end now. ${email}`;
  return `Part of the payment: the pack stays as it is${row.kind === "coaching" ? ` (${creditsLeft(row.credits)} left, until ${row.endsOn}); change its credits above if the refund pays for some` : ""}. ${email}`;
}

/**
 * "Refund" (product.md §10.16): the amount prefilled with all that is left of the payment, which the
 * owner may lower; what happens to the pack is said before they confirm. Never automatic.
 */
function RefundPack({ row, offer }: { row: ClientPackListRow; offer: PackRefundOffer }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(asDollars(offer.leftCents));
  const id = useId();
  if (!open)
    return (
      <div>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          Refund…
        </Button>
      </div>
    );
  const cents = typedCents(amount) ?? NaN;
  const invalid = offer.pendingCents === null && !(cents >= 1 && cents <= offer.leftCents);
  return (
    <ClientPackForm
      row={row}
      intent="refund"
      label="Refund"
      submit={offer.pendingCents !== null ? "Settle the refund" : `Refund ${invalid ? "" : dollars(cents)}`}
      done={(r) =>
        `${dollars(Number(r.refundedCents))} refunded${r.status === "refunded" ? ": the pack has ended." : "."}`
      }
      invalid={invalid}
      aside={
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Keep the pack
        </Button>
      }
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-amount`}>Refund amount (US dollars)</Label>
        <Input
          id={`${id}-amount`}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
          aria-describedby={`${id}-outcome`}
          aria-invalid={invalid || undefined}
        />
        <p id={`${id}-outcome`} className="text-xs text-muted">
          {refundOutcome(row, offer, cents)}
        </p>
      </div>
    </ClientPackForm>
  );
}

/**
 * A client's pack (product.md §10.16): credits added or removed by hand with a reason (the ledger
 * and the audit keep both), its last day moved, and its payment refunded. A refunded pack has
 * nothing left to change.
 */
export function ClientPackDialog({
  row,
  offer,
  onClose,
}: {
  row: ClientPackListRow | undefined;
  /** Its refund today, while its payment is not all refunded. */
  offer: PackRefundOffer | undefined;
  onClose: () => void;
}) {
  const refunded = row?.status === "refunded";
  return (
    <Dialog open={row !== undefined} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row ? `${row.title}: ${row.name ?? row.email}` : "Client pack"}</DialogTitle>
          <DialogDescription>
            {!row
              ? ""
              : refunded
                ? `Refunded: the pack has ended${row.kind === "coaching" ? ", with its credits removed" : ""}.`
                : `${row.kind === "coaching" ? `${row.credits} of ${row.sessions} credits left, ` : ""}ends on ${row.endsOn}.`}
          </DialogDescription>
        </DialogHeader>
        {row && !refunded && (
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
            {offer && offer.leftCents > 0 && <RefundPack row={row} offer={offer} />}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
