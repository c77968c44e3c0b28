import { href } from "react-router";
import { site } from "~/content/site";
import type { OutgoingEmail } from "~/services/outbox.server";
import { env } from "~/utils/env.server";
import { dollars } from "./money";
import type { OrderRow, ProductState, Receipt } from "./product.server";

/**
 * The buyer's e-mails about money (product.md §10.14): the receipt, a refund, a payment refunded
 * because it found no place or the product was cancelled, and a waitlist place offered with its
 * payment link. Plain text: each is a statement of an amount, queued in the transaction that made
 * it true (a refund's once Stripe has made it).
 */

type To = Pick<OrderRow, "name" | "email" | "personId">;
const sign = `\n\n${site.name}`;

function mail(kind: string, to: To, subject: string, text: string): OutgoingEmail {
  return { kind, to: to.email, subject, text: `Hi ${to.name},\n\n${text}${sign}`, personId: to.personId };
}

/** The client's page (docs/product/account.md): they sign in there by a link e-mailed to them. */
const accountUrl = () => new URL(href("/account"), env().SITE_URL).toString();

/** The receipt for a paid order (the product's own e-mails, such as an invite, go separately). */
export const receiptEmail = (o: OrderRow, s: ProductState, r: Receipt, paidCents: number) =>
  mail(
    "payment-receipt",
    o,
    `Receipt: ${dollars(paidCents)} for ${o.title}`,
    `We received your payment of ${dollars(paidCents)} for ${r.what}.\n\n${r.note}\n\n${s.pageUrl}\n\n` +
      `Your sessions, receipts and refunds are on your page: ${accountUrl()}`,
  );

/**
 * A refund the owner (or the buyer) made: the amount, and that the place is released, unless the
 * refund was of a part that keeps it (a pack's, decision 0110): then the place is not mentioned.
 */
export const refundEmail = (o: OrderRow, s: ProductState, refundedCents: number, givesBack = true) =>
  mail(
    "payment-refund",
    o,
    `Refund of ${dollars(refundedCents)}: ${o.title}`,
    refundedCents > 0
      ? `We have refunded ${dollars(refundedCents)} to your card for ${s.label}${givesBack ? `; ${s.givenBack}` : ""}. The refund reaches your statement within 5 to 10 business days.`
      : `For ${s.label}, ${s.givenBack}. Under our terms no refund is due this close to the start.`,
  );

/** A payment completed after its hold ended, when no place was left: refunded in full. */
export const lateRefundEmail = (o: OrderRow, s: ProductState, paidCents: number) =>
  mail(
    "payment-late-refund",
    o,
    `Your payment for ${o.title} is refunded in full`,
    `Your payment of ${dollars(paidCents)} for ${s.label} arrived after your seat's 30-minute hold had ended, and the session is now full. We have refunded all of it to your card.\n\n` +
      `You can join the waitlist on the session's page: ${s.pageUrl}`,
  );

/** The owner cancelled what was paid for: every payment goes back in full. */
export const cancelledRefundEmail = (o: OrderRow, s: ProductState, paidCents: number) =>
  mail(
    "payment-cancelled-refund",
    o,
    `Refund of ${dollars(paidCents)}: ${o.title} is cancelled`,
    `${s.label} is cancelled, so we have refunded your payment of ${dollars(paidCents)} in full to your card. The refund reaches your statement within 5 to 10 business days.`,
  );

export const offerUrl = (token: string) =>
  new URL(href("/payments/offer/:token", { token }), env().SITE_URL).toString();

/** A place freed at a paid product, kept for the first in line for 24 hours. */
export const seatOfferEmail = (o: OrderRow, label: string) =>
  mail(
    "payment-seat-offer",
    o,
    `A seat opened up: ${o.title}`,
    `A seat opened up at ${label} and it is yours if you want it: it is held for you for 24 hours.\n\n` +
      `Pay ${dollars(o.amountCents)} to confirm it: ${offerUrl(o.offerToken!)}`,
  );
