import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { eventRegistrations, events, paymentOrders } from "~/db/schema";
import { cancelPlaceIn, lockEvent } from "~/features/events/registrations.server";
import { changeEvents } from "~/services/content-version.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { refundEmail } from "./emails.server";
import { dollars } from "./money";
import { policyRefundCents } from "./refund-policy";
import { PAYMENTS_NOT_SET_UP, stripe } from "./stripe.server";
import { lowerDeal } from "./webhook.server";

export const PAID_REGISTRATION_NOT_FOUND = "Registration not found.";

/** What a paid registration's "Refund" offers today: the terms' amount, and the most it may be. */
export type RefundQuote = { orderId: number; paidCents: number; policyCents: number };

/** The paid, not yet refunded order behind a registration, if any. */
async function paidOrderOf(tx: Tx, registrationId: number) {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.registrationId, registrationId), eq(paymentOrders.status, "paid")))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1)
    .for("update");
  return order;
}

/**
 * The owner's refund of a paid seat (product.md §10.14): the terms' amount for today unless they
 * give another (up to what was paid), through Stripe's refunds API on the payment; the seat freed
 * and offered on, the invite withdrawn (METHOD:CANCEL), the person told the amount, the deal
 * lowered. Never automatic. The Stripe call runs inside the admin write's transaction with an
 * Idempotency-Key of the order and amount: a retry after a failed commit returns the same refund,
 * and charge.refunded finds it already recorded.
 */
export async function refundRegistration(
  eventId: number,
  registrationId: number,
  amountCents: number | undefined,
): Promise<{ refundedCents: number; policyCents: number } | Refused> {
  return changeEvents(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return refuse(404, PAID_REGISTRATION_NOT_FOUND);
    const [registration] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId)));
    if (!registration) return refuse(404, PAID_REGISTRATION_NOT_FOUND);
    const order = await paidOrderOf(tx, registration.id);
    if (!order) return refuse(409, "This registration has no payment left to refund.");
    const at = now();
    const policyCents = policyRefundCents(order.paidCents, event.startsAt, at);
    const amount = amountCents ?? policyCents;
    if (amount > order.paidCents)
      return refuse(400, `The refund can be at most ${dollars(order.paidCents)}, the amount paid.`, {
        field: "amountCents",
      });
    if (amount > 0) {
      const client = stripe();
      if (!client) return refuse(409, PAYMENTS_NOT_SET_UP.replace(" before publishing a paid event", ""));
      if (!order.paymentIntentId) return refuse(409, "Stripe did not name this order's payment.");
      try {
        await client.refunds.create(
          { payment_intent: order.paymentIntentId, amount, metadata: { orderId: String(order.id) } },
          { idempotencyKey: `order-${order.id}-refund-${amount}` },
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : "unknown error";
        return refuse(503, `Stripe did not make the refund: ${message}`);
      }
    }
    await tx
      .update(paymentOrders)
      .set({
        status: "refunded",
        refundedCents: sql`${paymentOrders.refundedCents} + ${amount}`,
        updatedAt: at,
      })
      .where(eq(paymentOrders.id, order.id));
    await lowerDeal(tx, order.personId, amount);
    await enqueueEmails(tx, refundEmail(event, registration, amount));
    if (registration.status === "confirmed") await cancelPlaceIn(tx, event, registration, "owner");
    return { refundedCents: amount, policyCents };
  });
}

/** The refund each paid registration of an event is offered today (the admin's "Refund" shows it). */
export async function refundQuotes(eventId: number): Promise<Map<number, RefundQuote>> {
  const rows = await db()
    .select({ order: paymentOrders, startsAt: events.startsAt })
    .from(paymentOrders)
    .innerJoin(events, eq(events.id, paymentOrders.eventId))
    .where(and(eq(paymentOrders.eventId, eventId), eq(paymentOrders.status, "paid")));
  const at = now();
  const quotes = new Map<number, RefundQuote>();
  for (const { order, startsAt } of rows)
    if (order.registrationId !== null)
      quotes.set(order.registrationId, {
        orderId: order.id,
        paidCents: order.paidCents,
        policyCents: policyRefundCents(order.paidCents, startsAt, at),
      });
  return quotes;
}
