import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useEventWrite, type Notice } from "./use-event-write";
import { dollars, typedCents } from "~/features/payments/money";

/** What a paid registration's "Refund" offers today (refundQuotes): the most is what is left of the payment. */
export type RefundOffer = {
  paidCents: number;
  leftCents: number;
  policyCents: number;
  pendingCents: number | null;
};

const asDollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * "Refund" on a paid registration (product.md §10.14): the amount the terms give today, which the
 * owner may change up to the amount paid; the seat is freed and the person told. Never automatic.
 */
export function RefundButton(props: {
  registrationId: number;
  email: string;
  offer: RefundOffer;
  say: (n: Notice) => void;
}) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(asDollars(props.offer.policyCents));
  const id = useId();
  const refund = useEventWrite<{ refundedCents: number }>(props.say, (r) => {
    setOpen(false);
    return `${props.email}: ${dollars(r.refundedCents)} refunded, the seat released.`;
  });
  const cents = typedCents(amount) ?? NaN;
  const invalid = Number.isNaN(cents) || cents > props.offer.leftCents;
  if (!open)
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        Refund<span className="sr-only"> – {props.email}</span>
      </Button>
    );
  return (
    <form
      className="grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid) return;
        void refund.submit(
          { intent: "refund", registrationId: String(props.registrationId), amountCents: String(cents) },
          { method: "post" },
        );
      }}
    >
      <Label htmlFor={`${id}-amount`}>Refund amount (US dollars)</Label>
      <Input
        id={`${id}-amount`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {props.offer.pendingCents !== null
          ? `A refund of ${dollars(props.offer.pendingCents)} waits for Stripe's answer: refunding again asks for that one, never a second.`
          : `The terms give ${dollars(props.offer.policyCents)} today; at most ${dollars(props.offer.leftCents)} (${props.offer.leftCents === props.offer.paidCents ? "paid" : "left of the payment"}).`}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={invalid || refund.state !== "idle"}>
          Refund {invalid ? "" : dollars(cents)}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Keep the seat
        </Button>
      </div>
    </form>
  );
}
