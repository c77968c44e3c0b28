import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import { readOrder } from "~/features/payments/orders.server";
import { policyRefundCents } from "~/features/payments/refund-policy";
import { paidOrderOfPlace, refundOrder } from "~/features/payments/refunds.server";
import { dollars } from "~/features/payments/money";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { calendarInvite } from "./invites.server";
import { eventSeats } from "./paid-seats.server";
import { cancelRegistration } from "./registrations.server";
import { EVENT_SEAT, sessionLabel } from "./seat-facts.server";
import { withSessions } from "./sessions.server";

/**
 * A client's own seats on their page (docs/product/account.md): a seat is found only with the
 * person it belongs to, so another person's id is "not found". Cancelling a paid seat is the
 * owner's refund path (refundOrder, outside any transaction), by the terms, with reason "client".
 */
export const SEAT_NOT_FOUND = "Seat not found.";

async function ownPlace(personId: number, registrationId: number) {
  const [row] = await db()
    .select({ place: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.personId, personId)));
  return row;
}

export type SeatTerms = {
  id: number;
  session: string;
  paidCents: number;
  refundCents: number;
  /** What the page says of the refund, before the client confirms. */
  terms: string;
};

/** What cancelling the seat gives back today, by the terms (product.md §9.5). */
export async function seatCancelTerms(
  personId: number,
  registrationId: number,
): Promise<SeatTerms | Refused> {
  const found = await ownPlace(personId, registrationId);
  if (!found) return refuse(404, SEAT_NOT_FOUND);
  const { place, event } = found;
  if (place.status !== "confirmed" || event.cancelledAt || event.startsAt <= now())
    return refuse(409, "This seat can no longer be cancelled here.");
  const orderId = await paidOrderOfPlace(EVENT_SEAT, place.id);
  const order = orderId ? await readOrder(orderId) : undefined;
  const paidCents = order?.paidCents ?? 0;
  const left = order ? order.paidCents - order.refundedCents : 0;
  const refundCents = order ? Math.min(policyRefundCents(order.paidCents, event.startsAt, now()), left) : 0;
  const terms = !order
    ? "This seat is free: nothing to refund."
    : refundCents === 0
      ? `Under our terms no refund is due less than 48 hours before the start (you paid ${dollars(paidCents)}).`
      : `Under our terms you get ${dollars(refundCents)} back of the ${dollars(paidCents)} you paid, to the card you paid with.`;
  return { id: place.id, session: sessionLabel(event), paidCents, refundCents, terms };
}

/**
 * Cancels the client's seat. `shownRefundCents` is the refund the page showed: when the terms give
 * another today (the start came closer meanwhile), nothing is done and the new terms are said.
 */
export async function cancelOwnSeat(personId: number, registrationId: number, shownRefundCents?: number) {
  const terms = await seatCancelTerms(personId, registrationId);
  if ("refused" in terms) return terms;
  if (shownRefundCents !== undefined && shownRefundCents !== terms.refundCents)
    return refuse(409, `The terms changed since the page was opened. ${terms.terms}`);
  const orderId = await paidOrderOfPlace(EVENT_SEAT, registrationId);
  if (orderId) {
    const refunded = await refundOrder(eventSeats, orderId, terms.refundCents, "client");
    if ("refused" in refunded) return refunded;
    return { cancelled: true as const, refundedCents: refunded.refundedCents };
  }
  const [{ eventId }] = await db()
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  await cancelRegistration({ id: registrationId, eventId }, "registrant");
  return { cancelled: true as const, refundedCents: 0 };
}

/** The seat's calendar entry, at its current SEQUENCE (the same UID as the e-mailed invite). */
export async function ownSeatInvite(personId: number, registrationId: number) {
  const found = await ownPlace(personId, registrationId);
  if (!found || found.place.status !== "confirmed") return refuse(404, SEAT_NOT_FOUND);
  return calendarInvite(
    await withSessions(db(), found.event),
    found.place,
    "REQUEST",
    found.place.icsSequence,
  );
}
