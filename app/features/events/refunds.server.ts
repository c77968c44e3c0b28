import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations } from "~/db/schema";
import {
  refundOrder,
  refundQuotes,
  NO_PAYMENT_LEFT,
  paidOrderOfPlace,
} from "~/features/payments/refunds.server";
import { readOrder } from "~/features/payments/orders.server";
import { refuse } from "~/utils/refusal";
import { eventSeats } from "./paid-seats.server";
import { EVENT_SEAT, EVENT_TEAM } from "./seat-facts.server";
import { eventTeamSeats } from "./team-seats.server";

export const PAID_REGISTRATION_NOT_FOUND = "Registration not found.";

/**
 * The owner's refund of a paid seat (product.md §10.14): the terms' amount for today unless they
 * give another (up to what is left of the payment), made by the payments feature outside any
 * transaction; the seat freed and offered on once Stripe has made it. Never automatic.
 */
export async function refundRegistration(
  eventId: number,
  registrationId: number,
  amountCents: number | undefined,
) {
  const [registration] = await db()
    .select({ id: eventRegistrations.id, teamId: eventRegistrations.teamId })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
  if (!registration) return refuse(404, PAID_REGISTRATION_NOT_FOUND);
  if (registration.teamId !== null) return refundTeam(registration.teamId, amountCents);
  const orderId = await paidOrderOfPlace(EVENT_SEAT, registration.id);
  if (!orderId) return refuse(409, NO_PAYMENT_LEFT);
  return refundOrder(eventSeats, orderId, amountCents, "owner");
}

/**
 * A team seat's refund is its team's (decision 0109): the order of all its seats, the terms' amount
 * for today (the same share of each seat's price) unless the owner gives another; once Stripe has
 * made it every seat is given back, each named attendee's invite withdrawn. A team paid by invoice
 * has no card payment to refund here: its money is refunded in Stripe (a credit note).
 */
async function refundTeam(teamId: number, amountCents: number | undefined) {
  const orderId = await paidOrderOfPlace(EVENT_TEAM, teamId);
  if (!orderId) return refuse(409, NO_PAYMENT_LEFT);
  const order = (await readOrder(orderId))!;
  if (!order.paymentIntentId)
    return refuse(
      409,
      "These team seats were paid by invoice: refund the invoice in Stripe (a credit note).",
    );
  return refundOrder(eventTeamSeats, orderId, amountCents, "owner");
}

/** What each paid place's "Refund" offers today, by registration: a team attendee's is its team's. */
export async function seatRefundQuotes(eventId: number, startsAt: Date) {
  const quotes = await refundQuotes(EVENT_SEAT, eventId, startsAt);
  const teams = await refundQuotes(EVENT_TEAM, eventId, startsAt);
  if (teams.size === 0) return quotes;
  const named = await db()
    .select({ id: eventRegistrations.id, teamId: eventRegistrations.teamId })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        inArray(eventRegistrations.teamId, [...teams.keys()]),
        isNotNull(eventRegistrations.teamSeat),
      ),
    );
  for (const r of named) {
    const quote = teams.get(r.teamId!);
    // A team paid by invoice has no card payment to refund here.
    if (quote && quote.paidCents > 0) quotes.set(r.id, quote);
  }
  return quotes;
}
