import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { paymentOrders, paymentRefunds } from "~/db/schema";
import { batchesOf, contains, cursorAt, newest, pageOf, total, type List } from "~/services/lists.server";
import type { OrderListRow } from "./list";
import type { OrderListQuery } from "./schema";

// The ledger as the Payments view and its CSV list it (product.md §10.14), newest first.

/** What the order's unsettled refund claim asks Stripe for (0 when none). */
const pendingRefundCents = sql<number>`coalesce((
  select sum(${paymentRefunds.amountCents}) from ${paymentRefunds}
  where ${paymentRefunds.orderId} = ${paymentOrders.id} and ${paymentRefunds.status} = 'pending'
), 0)::int`.as("pending_refund_cents");

const orders: List<OrderListQuery> = {
  rows: () =>
    db()
      .select({
        id: paymentOrders.id,
        createdAt: paymentOrders.createdAt,
        name: paymentOrders.name,
        email: paymentOrders.email,
        title: paymentOrders.title,
        status: paymentOrders.status,
        currency: paymentOrders.currency,
        amountCents: paymentOrders.amountCents,
        paidCents: paymentOrders.paidCents,
        refundedCents: paymentOrders.refundedCents,
        pendingRefundCents,
        paidAt: paymentOrders.paidAt,
        paymentIntentId: paymentOrders.paymentIntentId,
        checkoutSessionId: paymentOrders.checkoutSessionId,
        cursorAt: cursorAt(paymentOrders.createdAt),
      })
      .from(paymentOrders)
      .$dynamic(),
  count: () => db().select(total).from(paymentOrders).$dynamic(),
  order: () => newest(paymentOrders.createdAt, paymentOrders.id),
  where: (q) =>
    and(
      contains(q.q, [paymentOrders.name, paymentOrders.email, paymentOrders.title]),
      q.status && eq(paymentOrders.status, q.status),
    ),
};

export const listOrders = (q: OrderListQuery) => pageOf<OrderListQuery, OrderListRow>(orders, q);
export const orderBatches = (q: OrderListQuery) => batchesOf<OrderListQuery, OrderListRow>(orders, q);
