import { and, eq, isNull } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { events, paymentOrders } from "~/db/schema";
import { now, nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";
import { PAYMENTS_NOT_SET_UP, stripe } from "./stripe.server";

/**
 * A held seat's Stripe Checkout Session (product.md §10.14, decision 0096): created once per order
 * (its Idempotency-Key is the order's), outside any transaction (the seat is already held), its
 * URL kept on the order so a second click or a repeat registration reuses it.
 */

/** Stripe refuses a session ending sooner than 30 minutes after it receives the call. */
const STRIPE_MIN_SESSION_S = 30 * 60;
/** The margin for that minimum: a payment in it arrives after the hold, a late completion. */
const MARGIN_S = 60;

export const CHECKOUT_UNAVAILABLE = "The payment page could not be opened. Please try again in a moment.";

export const eventPageUrl = (slug: string) =>
  new URL(href("/webinars/:slug", { slug }), env().SITE_URL).toString();

export async function openCheckout(orderId: number): Promise<{ checkoutUrl: string } | Refused> {
  const [row] = await db()
    .select({ order: paymentOrders, event: events })
    .from(paymentOrders)
    .innerJoin(events, eq(events.id, paymentOrders.eventId))
    .where(eq(paymentOrders.id, orderId));
  if (!row || row.order.status !== "held" || row.order.holdUntil <= now())
    return refuse(409, "This seat is no longer held. Please register again.");
  const { order, event } = row;
  if (order.checkoutUrl) return { checkoutUrl: order.checkoutUrl };
  const client = stripe();
  if (!client) return refuse(409, PAYMENTS_NOT_SET_UP);
  const page = eventPageUrl(event.slug);
  const nowS = Math.floor(nowMs() / 1000);
  const expiresAt = Math.max(
    Math.ceil(order.holdUntil.getTime() / 1000),
    nowS + STRIPE_MIN_SESSION_S + MARGIN_S,
  );
  try {
    const session = await client.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: order.amountCents,
              product_data: { name: event.title },
            },
          },
        ],
        customer_email: order.email,
        client_reference_id: String(order.id),
        metadata: { eventId: String(event.id), orderId: String(order.id) },
        success_url: `${page}?payment=success`,
        cancel_url: `${page}?payment=cancelled`,
        expires_at: expiresAt,
      },
      { idempotencyKey: `order-${order.id}-checkout` },
    );
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    await db()
      .update(paymentOrders)
      .set({ checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: now() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, "held")));
    return { checkoutUrl: session.url };
  } catch (error) {
    console.error(`Stripe Checkout Session for order ${orderId} not created:`, error);
    // A new buyer's seat goes back (nothing was paid; they may try again at once); a waitlist
    // offer stands for its 24 hours, its link good for another try.
    await db()
      .update(paymentOrders)
      .set({ status: "expired", updatedAt: now() })
      .where(
        and(
          eq(paymentOrders.id, order.id),
          eq(paymentOrders.status, "held"),
          isNull(paymentOrders.offerToken),
        ),
      );
    return refuse(503, CHECKOUT_UNAVAILABLE);
  }
}

/** A waitlist offer's payment link: its session opened (or reused) while the offer stands. */
export async function openOffer(token: string): Promise<{ checkoutUrl: string } | Refused> {
  const [order] = await db()
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(eq(paymentOrders.offerToken, token));
  if (!order) return refuse(404, "This payment link is not valid.");
  return openCheckout(order.id);
}
