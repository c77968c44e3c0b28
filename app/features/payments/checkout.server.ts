import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { paymentOrders } from "~/db/schema";
import { now, nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { refuse, type Refused } from "~/utils/refusal";
import { isLiveHold, readOrder } from "./orders.server";
import type { OrderRow } from "./product.server";
import { PAYMENTS_NOT_SET_UP, stripe } from "./stripe.server";

/**
 * A held order's Stripe Checkout Session (product.md §10.14, decision 0106), created outside any
 * transaction. Its body is a function of the order alone (the session ends when the hold does), and
 * its Idempotency-Key names the order and that end: a second click, a repeat registration or a retry
 * after Stripe failed to answer gets the same session, never Stripe's "key reused with another
 * body". Its URL is kept on the order once known.
 */

/** Stripe refuses a session ending sooner than 30 minutes after it receives the call. */
const STRIPE_MIN_SESSION_MS = 30 * 60_000;
/** The margin for that minimum (the call's time on the way, clocks apart). */
const MARGIN_MS = 60_000;
/** A hold is opened this long, so its session can end with it (Stripe's minimum and the margin). */
export const HOLD_MS = STRIPE_MIN_SESSION_MS + 2 * MARGIN_MS;

export const CHECKOUT_UNAVAILABLE = "The payment page could not be opened. Please try again in a moment.";
const NOT_HELD = "This seat is no longer held. Please register again.";

/** What Stripe is asked for: the order's alone, so the same key always carries the same body. */
const sessionBody = (order: OrderRow) => {
  const returnTo = new URL(order.returnUrl || "/", env().SITE_URL).toString();
  const unit = Math.round(order.amountCents / order.quantity);
  return {
    mode: "payment" as const,
    // Cards settle at once: an order is paid or not when the session completes (decision 0106).
    payment_method_types: ["card" as const],
    line_items: [
      {
        quantity: order.quantity,
        price_data: { currency: order.currency, unit_amount: unit, product_data: { name: order.title } },
      },
    ],
    customer_email: order.email,
    client_reference_id: String(order.id),
    metadata: { orderId: String(order.id), product: order.product, productId: String(order.productId) },
    payment_intent_data: { metadata: { orderId: String(order.id) } },
    success_url: `${returnTo}?payment=success`,
    cancel_url: `${returnTo}?payment=cancelled`,
    expires_at: Math.floor(order.holdUntil.getTime() / 1000),
  };
};

/**
 * A live hold whose session was never made and that ends too soon for Stripe's minimum (a waitlist
 * offer opened late in its 24 hours, a retry long after the first try) is lengthened once, so the
 * session can end with it.
 */
async function longEnough(order: OrderRow): Promise<OrderRow | undefined> {
  const least = nowMs() + STRIPE_MIN_SESSION_MS + MARGIN_MS;
  if (order.holdUntil.getTime() >= least) return order;
  const [row] = await db()
    .update(paymentOrders)
    .set({ holdUntil: new Date(least + MARGIN_MS), updatedAt: now() })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, "held")))
    .returning();
  return row && isLiveHold(row) ? row : undefined;
}

export async function openCheckout(orderId: number): Promise<{ checkoutUrl: string } | Refused> {
  const found = await readOrder(orderId);
  if (!found || !isLiveHold(found)) return refuse(409, NOT_HELD);
  if (found.checkoutUrl) return { checkoutUrl: found.checkoutUrl };
  const client = stripe();
  if (!client) return refuse(409, PAYMENTS_NOT_SET_UP);
  const order = await longEnough(found);
  if (!order) return refuse(409, NOT_HELD);
  const body = sessionBody(order);
  try {
    const session = await client.checkout.sessions.create(body, {
      idempotencyKey: `order-${order.id}-checkout-${body.expires_at}`,
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    // Kept whatever became of the order meanwhile: a stopped order's open session is then closed.
    await db()
      .update(paymentOrders)
      .set({ checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: now() })
      .where(eq(paymentOrders.id, order.id));
    return { checkoutUrl: session.url };
  } catch (error) {
    // The hold stands for its time: the buyer's next try asks Stripe again with the same key.
    console.error(`Stripe Checkout Session for order ${orderId} not created:`, error);
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
