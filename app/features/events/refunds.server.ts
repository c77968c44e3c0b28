import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations } from "~/db/schema";
import { refundOrder, NO_PAYMENT_LEFT, paidOrderOfPlace } from "~/features/payments/refunds.server";
import { refuse } from "~/utils/refusal";
import { eventSeats } from "./paid-seats.server";
import { EVENT_SEAT } from "./seat-facts.server";

export const PAID_REGISTRATION_NOT_FOUND = "Registration not found.";

/**
 * The owner's refund of a paid seat (product.md §10.14): the terms' amount for today unless they
 * give another (up to what is left of the payment), made by the payments feature outside any
 * transaction; the seat freed and offered on once Stripe has made it. Never automatic.
 */
export async function refundRegistration(eventId: number, registrationId: number, amountCents: number | undefined) {
  const [registration] = await db()
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
  if (!registration) return refuse(404, PAID_REGISTRATION_NOT_FOUND);
  const orderId = await paidOrderOfPlace(EVENT_SEAT, registration.id);
  if (!orderId) return refuse(409, NO_PAYMENT_LEFT);
  return refundOrder(eventSeats, orderId, amountCents, "owner");
}
