import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import { db, type Tx } from "~/db/client.server";
import { paymentOrders, paymentRefunds } from "~/db/schema";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { cancelledRefundEmail, lateRefundEmail, refundEmail } from "./emails.server";
import { takeRefundedTotal } from "./ledger.server";
import { dollars } from "./money";
import { lockOrder, readOrder, setOrder } from "./orders.server";
import {
  productOf,
  type Catalog,
  type OrderRow,
  type PaidProduct,
  type ProductState,
  type RefundReason,
} from "./product.server";
import { policyRefundCents } from "./refund-policy";
import { PAYMENTS_OFF, stripe, transientStripeError } from "./stripe.server";

/**
 * Refunds (product.md §10.14, decision 0106): never a Stripe call inside a transaction. A refund is
 * claimed (a `pending` row with its own Idempotency-Key) in one short transaction, made at Stripe
 * after the commit, and applied in a second transaction from what Stripe answered: the refunded
 * total is Stripe's amount_refunded. One pending claim per order: the owner's retry, the job's, and
 * another instance's all settle that claim, so a payment is never refunded twice for one intent.
 */

type Claim = typeof paymentRefunds.$inferSelect;

export const NO_PAYMENT_LEFT = "No payment is left to refund.";

/** The claim, in the caller's transaction (its product and order locked). */
export async function claimRefund(
  tx: Tx,
  order: OrderRow,
  amountCents: number,
  reason: RefundReason,
  releasesPlace: boolean,
): Promise<Claim> {
  const [claim] = await tx
    .insert(paymentRefunds)
    .values({
      orderId: order.id,
      amountCents,
      reason,
      status: "pending",
      idempotencyKey: `refund-${order.id}-${randomUUID()}`,
      releasesPlace,
      createdAt: now(),
    })
    .returning();
  return claim;
}

const pendingClaimOf = async (tx: Tx, orderId: number) =>
  (
    await tx
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.status, "pending")))
  )[0];

export type RefundDone = { refundedCents: number; policyCents: number };

/** The refusal of a refund larger than what is left of the payment, naming the most it may be. */
const tooMuch = (order: OrderRow) =>
  refuse(
    400,
    order.refundedCents > 0
      ? `The refund can be at most ${dollars(order.paidCents - order.refundedCents)}: ${dollars(order.paidCents)} paid, ${dollars(order.refundedCents)} already refunded.`
      : `The refund can be at most ${dollars(order.paidCents)}, the amount paid.`,
    { field: "amountCents" },
  );

/**
 * A refund of a paid order by its owner or its buyer: the terms' amount for today unless another is
 * given (at most what was paid less what Stripe has refunded already); the place given back once
 * Stripe has made it. While an earlier claim on the order is unsettled, this settles that one.
 */
export async function refundOrder(
  product: PaidProduct,
  orderId: number,
  amountCents: number | undefined,
  reason: "owner" | "client",
): Promise<RefundDone | Refused> {
  if (!stripe()) return refuse(409, PAYMENTS_OFF);
  type Claimed = { claim: Claim; policyCents: number } | { done: RefundDone } | Refused;
  const claimed = await db().transaction(async (tx): Promise<Claimed> => {
    const seen = await readOrder(orderId, tx);
    if (!seen) return refuse(404, NO_PAYMENT_LEFT);
    const state = await product.lock(tx, seen);
    const order = (await lockOrder(tx, orderId))!;
    const pending = await pendingClaimOf(tx, order.id);
    const policyCents = policyRefundCents(order.paidCents, state?.startsAt ?? null, now());
    if (pending) return { claim: pending, policyCents };
    if (order.status !== "paid") return refuse(409, NO_PAYMENT_LEFT);
    const left = order.paidCents - order.refundedCents;
    const amount = amountCents ?? Math.min(policyCents, left);
    if (amount > left) return tooMuch(order);
    if (amount === 0) {
      // Nothing to ask of Stripe: the place goes back now, the buyer told no refund is due.
      await product.giveBack(tx, order, reason);
      await setOrder(tx, order.id, { status: "refunded" });
      if (state) await enqueueEmails(tx, refundEmail(order, state, 0));
      await product.changed(tx);
      return { done: { refundedCents: 0, policyCents } };
    }
    if (!order.paymentIntentId) return refuse(409, "Stripe did not name this order's payment.");
    const releasesPlace = !product.partRefundKeepsPlace || amount === left;
    return { claim: await claimRefund(tx, order, amount, reason, releasesPlace), policyCents };
  });
  if ("refused" in claimed) return claimed;
  if ("done" in claimed) return claimed.done;
  const settled = await settleRefund(claimed.claim.id, () => product);
  if ("refused" in settled) return settled;
  return { refundedCents: settled.amountCents, policyCents: claimed.policyCents };
}

/** The refund Stripe made for a claim, if an earlier try reached it (its key may be past Stripe's 24 h). */
async function madeEarlier(client: Stripe, claim: Claim, intent: string) {
  for await (const refund of client.refunds.list({ payment_intent: intent, limit: 100 }))
    if (refund.metadata?.claim === claim.idempotencyKey) return refund;
  return undefined;
}

/** Stripe's refunded total of a payment (its charge's amount_refunded), if Stripe shows its charge. */
async function refundedAtStripe(client: Stripe, intent: string): Promise<number | undefined> {
  const pi = await client.paymentIntents.retrieve(intent, { expand: ["latest_charge"] });
  const charge = pi.latest_charge;
  return charge && typeof charge === "object" ? charge.amount_refunded : undefined;
}

/** Stripe's refunded total of the payment a refund belongs to. */
async function refundedTotal(client: Stripe, refund: Stripe.Refund, intent: string): Promise<number> {
  if (refund.charge && typeof refund.charge === "object") return refund.charge.amount_refunded;
  return (await refundedAtStripe(client, intent)) ?? refund.amount;
}

export type Settled = { amountCents: number };

/**
 * Makes a pending claim's refund at Stripe (outside any transaction) and applies it. Stripe's
 * definite "no" (a 4xx) fails the claim and says so; no answer (slow, down, dropped) leaves it
 * pending for the next try, which asks Stripe whether the refund was made before making it.
 */
export async function settleRefund(claimId: number, catalog: Catalog): Promise<Settled | Refused> {
  const [claim] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, claimId));
  if (!claim) return refuse(404, NO_PAYMENT_LEFT);
  if (claim.status === "succeeded") return { amountCents: claim.amountCents };
  if (claim.status === "failed") return refuse(409, `Stripe refused the refund: ${claim.error}`);
  const client = stripe();
  if (!client) return refuse(409, PAYMENTS_OFF);
  await db()
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1` })
    .where(eq(paymentRefunds.id, claim.id));
  const orderRow = await readOrder(claim.orderId);
  const intent = orderRow?.paymentIntentId;
  if (!orderRow || !intent) return failClaim(claim, "the order has no payment at Stripe");
  let refund: Stripe.Refund;
  let total: number;
  try {
    refund =
      (claim.attempts > 0 ? await madeEarlier(client, claim, intent) : undefined) ??
      (await client.refunds.create(
        {
          payment_intent: intent,
          amount: claim.amountCents,
          metadata: { orderId: String(orderRow.id), claim: claim.idempotencyKey, reason: claim.reason },
          expand: ["charge"],
        },
        { idempotencyKey: claim.idempotencyKey },
      ));
    total = await refundedTotal(client, refund, intent);
  } catch (error) {
    const message = error instanceof Error ? error.message : "unknown error";
    if (!transientStripeError(error)) return refusedAtStripe(client, claim, orderRow, message, catalog);
    await db().update(paymentRefunds).set({ error: message }).where(eq(paymentRefunds.id, claim.id));
    return refuse(
      503,
      `Stripe did not confirm the refund (${message}). It stays requested and is retried every minute until Stripe answers, and applied then.`,
    );
  }
  await applyRefund(claim.id, refund.id, total, catalog);
  return { amountCents: claim.amountCents };
}

/**
 * Stripe's definite "no": the claim failed. A refund made elsewhere (in Stripe's dashboard) whose
 * webhook has not come leaves less to refund than the books knew: Stripe's refunded total is taken
 * then, as its webhook would have, and a claim larger than what is left is refused naming the most.
 */
async function refusedAtStripe(
  client: Stripe,
  claim: Claim,
  order: OrderRow,
  message: string,
  catalog: Catalog,
): Promise<Refused> {
  const failed = await failClaim(claim, message);
  // Stripe's figure unknown (no charge shown, no answer): its refusal stands as it said.
  const total = await refundedAtStripe(client, order.paymentIntentId!).catch(() => undefined);
  if (total === undefined) return failed;
  const taken = await db().transaction(async (tx) => {
    const product = productOf(catalog, order.product);
    await product.lock(tx, order);
    const locked = (await lockOrder(tx, order.id))!;
    await takeRefundedTotal(tx, locked, total);
    return locked;
  });
  return claim.amountCents > taken.paidCents - taken.refundedCents ? tooMuch(taken) : failed;
}

async function failClaim(claim: Claim, message: string): Promise<Refused> {
  await db()
    .update(paymentRefunds)
    .set({ status: "failed", error: message, settledAt: now() })
    .where(and(eq(paymentRefunds.id, claim.id), eq(paymentRefunds.status, "pending")));
  return refuse(409, `Stripe refused the refund: ${message}`);
}

/**
 * Applies a refund Stripe made, once (the claim leaves `pending` under the order's lock): the
 * refunded total from Stripe, the deal lowered, the place given back, the buyer told.
 */
async function applyRefund(
  claimId: number,
  stripeRefundId: string,
  amountRefunded: number,
  catalog: Catalog,
) {
  await db().transaction(async (tx) => {
    const [claim] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, claimId));
    const seen = (await readOrder(claim.orderId, tx))!;
    const product = productOf(catalog, seen.product);
    const state = await product.lock(tx, seen);
    const order = (await lockOrder(tx, seen.id))!;
    const [still] = await tx
      .update(paymentRefunds)
      .set({ status: "succeeded", stripeRefundId, error: null, settledAt: now() })
      .where(and(eq(paymentRefunds.id, claimId), eq(paymentRefunds.status, "pending")))
      .returning();
    if (!still) return;
    await takeRefundedTotal(tx, order, amountRefunded);
    const releases = still.releasesPlace && order.status === "paid";
    if (releases) {
      await product.giveBack(tx, order, still.reason as RefundReason);
      await setOrder(tx, order.id, { status: "refunded" });
    }
    if (state) await enqueueEmails(tx, refundEmailFor(still, order, state, releases));
    if (releases) await product.changed(tx);
  });
}

function refundEmailFor(still: Claim, order: OrderRow, state: ProductState, releases: boolean) {
  return still.reason === "late"
    ? lateRefundEmail(order, state, still.amountCents)
    : still.reason === "cancelled"
      ? cancelledRefundEmail(order, state, still.amountCents)
      : refundEmail(order, state, still.amountCents, releases);
}

/**
 * Pending claims, oldest first: at once after the commit that made them (a late payment's, a
 * cancelled product's), and every minute what an earlier try left (Stripe down, a process killed
 * mid-call). Safe beside a try under way elsewhere: both settle the one claim with its one key.
 */
export async function settlePendingRefunds(catalog: Catalog, limit = 20) {
  const due = await db()
    .select({ id: paymentRefunds.id, product: paymentOrders.product })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
    .where(eq(paymentRefunds.status, "pending"))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(limit);
  let settled = 0;
  for (const { id, product } of due)
    if (catalog(product) && !("refused" in (await settleRefund(id, catalog)))) settled += 1;
  return settled;
}

/** What a paid place's "Refund" offers today: the terms' amount, the most it may be, any claim unsettled. */
export type RefundQuote = {
  orderId: number;
  paidCents: number;
  leftCents: number;
  policyCents: number;
  pendingCents: number | null;
};

/** The refund each paid order matching `which` is offered today, by its place. */
async function quotesWhere(which: SQL | undefined, startsAt: Date | null) {
  const rows = await db()
    .select({ order: paymentOrders, pending: paymentRefunds.amountCents })
    .from(paymentOrders)
    .leftJoin(
      paymentRefunds,
      and(eq(paymentRefunds.orderId, paymentOrders.id), eq(paymentRefunds.status, "pending")),
    )
    .where(and(which, eq(paymentOrders.status, "paid")));
  const at = now();
  const quotes = new Map<number, RefundQuote>();
  for (const { order, pending } of rows) {
    if (order.placeId === null) continue;
    const left = order.paidCents - order.refundedCents;
    quotes.set(order.placeId, {
      orderId: order.id,
      paidCents: order.paidCents,
      leftCents: left,
      policyCents: Math.min(policyRefundCents(order.paidCents, startsAt, at), left),
      pendingCents: pending,
    });
  }
  return quotes;
}

/** The refund each paid place of a product is offered today, by place (the owner's "Refund" shows it). */
export const refundQuotes = (kind: string, productId: number, startsAt: Date | null) =>
  quotesWhere(and(eq(paymentOrders.product, kind), eq(paymentOrders.productId, productId)), startsAt);

/** The same for some places of a kind whose refund has no terms (a pack: all of it), by place. */
export const placeRefundQuotes = async (kind: string, placeIds: number[]) =>
  placeIds.length === 0
    ? new Map<number, RefundQuote>()
    : quotesWhere(and(eq(paymentOrders.product, kind), inArray(paymentOrders.placeId, placeIds)), null);

/** The paid order behind a product's place (a registration), if any. */
export async function paidOrderOfPlace(kind: string, placeId: number) {
  const [order] = await db()
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.product, kind),
        eq(paymentOrders.placeId, placeId),
        eq(paymentOrders.status, "paid"),
      ),
    );
  return order?.id;
}
