import { and, eq, inArray } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { paymentOrders } from "~/db/schema";
import { now } from "~/utils/clock.server";
import { isLiveHold, lapsedHolds, lockOrder, readOrder, sessionsToClose, setOrder } from "./orders.server";
import { productOf, type Catalog, type PaidProduct } from "./product.server";
import { settleOrderInvoices } from "./invoices.server";
import { claimRefund, settlePendingRefunds } from "./refunds.server";
import { stripe, transientStripeError } from "./stripe.server";

/**
 * Holds whose time is up on the project's clock (decision 0096): the place already counts as free
 * (a lapsed hold is not live), and here it is released for good and offered on, whether or not
 * Stripe's checkout.session.expired has come. Each in its own transaction, product then order
 * locked; a completion that arrives afterwards is a late one (a place if free, else a full refund).
 */
export async function releaseLapsedHolds(catalog: Catalog, limit = 100): Promise<number> {
  let released = 0;
  for (const { id, product: kind } of await lapsedHolds(limit)) {
    const product = productOf(catalog, kind);
    released += await db().transaction(async (tx) => {
      const seen = await readOrder(id, tx);
      if (!seen) return 0;
      await product.lock(tx, seen);
      const order = await lockOrder(tx, id);
      if (!order || order.status !== "held" || isLiveHold(order)) return 0;
      await setOrder(tx, order.id, { status: "expired" });
      await product.release(tx, order);
      await product.changed(tx);
      return 1;
    });
  }
  return released;
}

/**
 * Stops a product's sales (its owner cancelled it), in the caller's transaction under the product's
 * lock: every hold and offer ends (`cancelled`, its open session closed at Stripe after the commit),
 * and every paid order is refunded in full, whatever the terms, its buyer told once Stripe has made
 * it. Returns how many refunds were claimed; the caller kicks the payment work after its commit.
 */
export async function stopSales(tx: Tx, product: PaidProduct, productId: number): Promise<number> {
  const orders = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.product, product.kind),
        eq(paymentOrders.productId, productId),
        inArray(paymentOrders.status, ["held", "paid"]),
      ),
    )
    .for("update");
  let claims = 0;
  for (const order of orders) {
    if (order.status === "held") {
      await setOrder(tx, order.id, { status: "cancelled" });
      continue;
    }
    const left = order.paidCents - order.refundedCents;
    await setOrder(tx, order.id, { status: "refunded" });
    if (left > 0) {
      await claimRefund(tx, order, left, "cancelled", false);
      claims += 1;
    }
  }
  return claims;
}

/** Closes at Stripe the open sessions of stopped orders, so nobody pays for a cancelled product. */
export async function closeStoppedSessions(limit = 50): Promise<number> {
  const client = stripe();
  if (!client) return 0;
  let closed = 0;
  for (const { id, sessionId } of await sessionsToClose(limit)) {
    try {
      await client.checkout.sessions.expire(sessionId!, {}, { idempotencyKey: `order-${id}-expire` });
    } catch (error) {
      // Already complete or expired: nothing left open (a completion is refunded by the webhook).
      if (transientStripeError(error)) continue;
    }
    await db()
      .update(paymentOrders)
      .set({ checkoutClosedAt: now(), updatedAt: now() })
      .where(eq(paymentOrders.id, id));
    closed += 1;
  }
  return closed;
}

/**
 * The payments' work that follows a commit and calls Stripe: claimed refunds made, stopped sessions
 * closed, orders' invoices sent or voided. Every minute (what an earlier try left), and at once after
 * a commit that made some; one run at a time in a process, each step safe to repeat on any instance.
 */
let running: Promise<void> | undefined;
let again = false;
export function kickPaymentWork(catalog: Catalog): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await settlePendingRefunds(catalog);
      await closeStoppedSessions();
      await settleOrderInvoices();
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

export const paymentJobs = (catalog: Catalog) => [
  { name: "payment-holds", everyMs: 60_000, run: () => releaseLapsedHolds(catalog) },
  { name: "payment-work", everyMs: 60_000, run: () => kickPaymentWork(catalog) },
];
