import { eq, sql } from "drizzle-orm";
import { type Tx } from "~/db/client.server";
import { adminUsers, deals, paymentDifferences, paymentOrders, stripeMoney } from "~/db/schema";
import { setStatusIn } from "~/features/people/pipeline.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { dollars } from "./money";
import type { DifferenceKind } from "./list";
import type { OrderRow } from "./product.server";

/**
 * The books' entries that every path shares (the webhook, the owner's refund, the reconciliation):
 * each writes a figure Stripe gave, never one we computed, so the same fact arriving twice or by two
 * paths lands once (decision 0106).
 */

/** Stripe's side of the books: a payment, a payment's refunded total, an invoice paid. */
export async function recordStripeMoney(
  tx: Tx,
  m: {
    stripeId: string;
    kind: "payment" | "refund" | "invoice";
    amountCents: number;
    currency: string;
    orderId?: number | null;
  },
) {
  await tx
    .insert(stripeMoney)
    .values({ ...m, orderId: m.orderId ?? null, seenAt: now() })
    .onConflictDoUpdate({
      target: stripeMoney.stripeId,
      // A payment's refunds only grow: the larger total is the later one.
      set: { amountCents: sql`greatest(${stripeMoney.amountCents}, excluded.amount_cents)` },
    });
}

/** The key of a payment's refunded total in stripe_money. */
export const refundsKey = (paymentIntentId: string) => `refunds:${paymentIntentId}`;

/**
 * Stripe's amount_refunded for an order's payment, taken as the books' figure when larger (it only
 * grows): the deal lowered by the difference. Returns that difference.
 */
export async function takeRefundedTotal(tx: Tx, order: OrderRow, amountRefunded: number): Promise<number> {
  if (order.paymentIntentId)
    await recordStripeMoney(tx, {
      stripeId: refundsKey(order.paymentIntentId),
      kind: "refund",
      amountCents: amountRefunded,
      currency: order.currency,
      orderId: order.id,
    });
  const delta = amountRefunded - order.refundedCents;
  if (delta <= 0) return 0;
  await tx
    .update(paymentOrders)
    .set({ refundedCents: amountRefunded, updatedAt: now() })
    .where(eq(paymentOrders.id, order.id));
  await lowerDeal(tx, order.personId, delta);
  order.refundedCents = amountRefunded;
  return delta;
}

/**
 * The person's won deal (product.md §10.7's one deal per person): closed, its product "workshop"
 * unless one is recorded, its value raised by the amount paid. Their first-touch source is untouched.
 */
export async function wonDeal(tx: Tx, personId: number, paidCents: number) {
  await setStatusIn(tx, personId, "closed", null);
  await tx
    .insert(deals)
    .values({ personId, valueCents: paidCents, product: "workshop", closedAt: now(), updatedAt: now() })
    .onConflictDoUpdate({
      target: deals.personId,
      set: {
        valueCents: sql`coalesce(${deals.valueCents}, 0) + ${paidCents}`,
        product: sql`coalesce(${deals.product}, 'workshop')`,
        updatedAt: now(),
      },
    });
}

/** Lowers a person's deal by an amount refunded (never below zero). */
export async function lowerDeal(tx: Tx, personId: number, refundedCents: number) {
  if (refundedCents <= 0) return;
  await tx
    .update(deals)
    .set({
      valueCents: sql`greatest(coalesce(${deals.valueCents}, 0) - ${refundedCents}, 0)`,
      updatedAt: now(),
    })
    .where(eq(deals.personId, personId));
}

export type Difference = {
  kind: DifferenceKind;
  stripeId: string;
  orderId?: number | null;
  amountCents: number;
  currency?: string;
  detail: string;
  applied: boolean;
};

/**
 * Lists a difference between the books and Stripe once (by its kind and Stripe id); a new one is
 * e-mailed to every admin once, in the same transaction. Returns whether it was new.
 */
export async function noteDifference(tx: Tx, d: Difference): Promise<boolean> {
  const [row] = await tx
    .insert(paymentDifferences)
    .values({
      kind: d.kind,
      stripeId: d.stripeId,
      orderId: d.orderId ?? null,
      amountCents: d.amountCents,
      currency: d.currency ?? "usd",
      detail: d.detail,
      applied: d.applied,
      notifiedAt: now(),
      createdAt: now(),
    })
    .onConflictDoNothing()
    .returning({ id: paymentDifferences.id });
  if (!row) return false;
  const admins = await tx.select({ email: adminUsers.email }).from(adminUsers);
  const admin = new URL("/admin/payments", env().SITE_URL).toString();
  const amount =
    (d.currency ?? "usd") === "usd" ? dollars(d.amountCents) : `${d.amountCents} ${d.currency} (minor units)`;
  await enqueueEmails(
    tx,
    ...admins.map((a) => ({
      kind: "payment-difference",
      to: a.email,
      subject: `Payments: ${d.applied ? "the books took a change from Stripe" : "a difference with Stripe needs you"}`,
      text:
        `${d.detail}\n\nStripe: ${d.stripeId}${d.orderId ? `\nOrder: ${d.orderId}` : ""}\nAmount: ${amount}\n` +
        `${d.applied ? "Stripe's record settled it, and the books now match." : "Nothing was changed: it waits for you."}\n\n${admin}`,
    })),
  );
  return true;
}
