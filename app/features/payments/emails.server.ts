import { href } from "react-router";
import type { events, paymentOrders } from "~/db/schema";
import { site } from "~/content/site";
import type { OutgoingEmail } from "~/services/outbox.server";
import { env } from "~/utils/env.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import { dollars } from "./money";

/**
 * The buyer's e-mails about money (product.md §10.14): the receipt, a refund, a late payment
 * refunded, and a waitlist seat offered with its payment link. Plain text: each is a statement of
 * an amount, queued by the caller in the transaction that decided it.
 */

type EventRow = typeof events.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;
type To = { name: string; email: string; personId: number };

const when = (e: EventRow) =>
  `${eventDateLabel(e.startsAt, e.timeZone)}, ${eventTimeLabel(e.startsAt, e.durationMinutes, e.timeZone)}`;
const pageUrl = (e: EventRow) =>
  new URL(href("/webinars/:slug", { slug: e.slug }), env().SITE_URL).toString();
const sign = `\n\n${site.name}`;

function mail(kind: string, to: To, subject: string, text: string): OutgoingEmail {
  return { kind, to: to.email, subject, text: `Hi ${to.name},\n\n${text}${sign}`, personId: to.personId };
}

/** The receipt for a paid seat (the calendar invite goes separately, as for a free seat). */
export const receiptEmail = (e: EventRow, to: To, paidCents: number) =>
  mail(
    "payment-receipt",
    to,
    `Receipt: ${dollars(paidCents)} for ${e.title}`,
    `We received your payment of ${dollars(paidCents)} for your seat at "${e.title}" (${when(e)}).\n\n` +
      `Your calendar invite follows in a separate e-mail. Refunds follow our terms: in full 7 or more days before the start, 50% from 2 to 6 days before, none under 48 hours.\n\n${pageUrl(e)}`,
  );

/** A refund the owner made: the amount, and that the seat is released. */
export const refundEmail = (e: EventRow, to: To, refundedCents: number) =>
  mail(
    "payment-refund",
    to,
    `Refund of ${dollars(refundedCents)}: ${e.title}`,
    refundedCents > 0
      ? `We have refunded ${dollars(refundedCents)} to your card for "${e.title}" (${when(e)}); your seat is released. The refund reaches your statement within 5 to 10 business days.`
      : `Your seat at "${e.title}" (${when(e)}) is released. Under our terms no refund is due this close to the start.`,
  );

/** A payment completed after its hold ended, when no seat was left: refunded in full. */
export const lateRefundEmail = (e: EventRow, to: To, paidCents: number) =>
  mail(
    "payment-late-refund",
    to,
    `Your payment for ${e.title} is refunded in full`,
    `Your payment of ${dollars(paidCents)} for "${e.title}" arrived after your seat's 30-minute hold had ended, and the session is now full. We have refunded all of it to your card.\n\n` +
      `You can join the waitlist on the session's page: ${pageUrl(e)}`,
  );

export const offerUrl = (token: string) =>
  new URL(href("/payments/offer/:token", { token }), env().SITE_URL).toString();

/** A seat freed at a paid event, kept for the first in line for 24 hours. */
export const seatOfferEmail = (e: EventRow, o: OrderRow) =>
  mail(
    "payment-seat-offer",
    o,
    `A seat opened up: ${e.title}`,
    `A seat opened up at "${e.title}" (${when(e)}) and it is yours if you want it: it is held for you for 24 hours.\n\n` +
      `Pay ${dollars(o.amountCents)} to confirm it: ${offerUrl(o.offerToken!)}`,
  );
