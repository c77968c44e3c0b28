import { and, desc, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import { defineWrite } from "~/admin/write.server";
import { db } from "~/db/client.server";
import {
  paymentDifferences,
  paymentInvoices,
  paymentOrders,
  paymentReconciliationDays,
  paymentReconciliations,
  paymentRefunds,
  stripeMoney,
} from "~/db/schema";
import { now, nowMs } from "~/utils/clock.server";
import { toSiteLocal } from "~/utils/dates";
import { refuse, type Refused } from "~/utils/refusal";
import { noteDifference, recordStripeMoney, refundsKey, takeRefundedTotal } from "./ledger.server";
import { dollars } from "./money";
import { readOrder } from "./orders.server";
import type { Catalog } from "./product.server";
import { settlePendingRefunds, settleRefund } from "./refunds.server";
import { PAYMENTS_OFF, stripe } from "./stripe.server";
import { sessionPaid } from "./webhook.server";

/**
 * The reconciliation (product.md §10.14, decision 0106): our books compared with Stripe's through
 * its API, daily and on demand. Stripe is read first (paged, since the last run; a Checkout Session
 * lives at most 24 hours, so from a day before it), and only then is anything applied, each item in
 * its own short transaction: no Stripe call is ever made inside one. Where Stripe's record settles
 * a difference (a payment or a refund made at Stripe for an order we know, an invoice paid) the
 * books take it at once, through the same entries the webhook writes; the rest is listed for the
 * owner. Each difference is listed, and e-mailed to the admins, once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stripe's largest page. */
const PAGE = 100;

export type Totals = { paidCents: number; refundedCents: number };
export type ReconciliationReport = {
  checkedAt: string | null;
  stripe: Totals;
  books: Totals;
  differences: Array<{
    kind: string;
    stripeId: string;
    orderId: number | null;
    amountCents: number;
    detail: string;
    applied: boolean;
  }>;
};

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** What Stripe holds since `since` (all of it when null), read before anything is applied. */
type StripeSide = {
  sessions: Stripe.Checkout.Session[];
  /** Each refunded payment: its refunded total, and the newest refund listed for it. */
  refunded: Map<string, { total: number; currency: string; refund: Stripe.Refund }>;
  /** Our own refund claims that Stripe made (a try that died before it was applied). */
  claimsMade: Set<string>;
  invoices: Stripe.Invoice[];
  /** Orders the books mark paid whose session Stripe does not show paid, with what Stripe says. */
  unpaidAtStripe: Array<{ orderId: number; sessionId: string | null; amountCents: number; status: string }>;
};

async function readStripe(client: Stripe, since: Date | null): Promise<StripeSide> {
  const created = since ? { created: { gte: seconds(since) } } : {};
  const sessions: Stripe.Checkout.Session[] = [];
  for await (const s of client.checkout.sessions.list({ ...created, status: "complete", limit: PAGE }))
    if (s.payment_status === "paid") sessions.push(s);

  const refunded: StripeSide["refunded"] = new Map();
  const claimsMade = new Set<string>();
  const newest = new Map<string, Stripe.Refund>();
  for await (const r of client.refunds.list({ ...created, limit: PAGE })) {
    const pi = idOf(r.payment_intent);
    if (!pi || r.status === "failed" || r.status === "canceled") continue;
    if (typeof r.metadata?.claim === "string") claimsMade.add(r.metadata.claim);
    const seen = newest.get(pi);
    if (!seen || r.created > seen.created) newest.set(pi, r);
  }
  for (const [pi, refund] of newest) {
    const intent = await client.paymentIntents.retrieve(pi, { expand: ["latest_charge"] });
    const charge = intent.latest_charge;
    const total = charge && typeof charge === "object" ? charge.amount_refunded : refund.amount;
    refunded.set(pi, {
      total,
      currency: (intent.currency ?? refund.currency ?? "usd").toLowerCase(),
      refund,
    });
  }

  const invoices: Stripe.Invoice[] = [];
  for await (const i of client.invoices.list({ ...created, status: "paid", limit: PAGE })) invoices.push(i);
  const listed = new Set(invoices.map((i) => i.id));
  const open = await db()
    .select({ id: paymentInvoices.stripeInvoiceId })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.status, "open"), isNotNull(paymentInvoices.stripeInvoiceId)));
  for (const { id } of open) {
    if (!id || listed.has(id)) continue;
    const invoice = await client.invoices.retrieve(id);
    if (invoice.status === "paid") invoices.push(invoice);
  }

  // What we have that Stripe does not: each order paid in the books since then, its session asked.
  const complete = new Set(sessions.map((s) => s.id));
  const paid = await db()
    .select({
      id: paymentOrders.id,
      sessionId: paymentOrders.checkoutSessionId,
      paidCents: paymentOrders.paidCents,
    })
    .from(paymentOrders)
    .where(and(isNotNull(paymentOrders.paidAt), since ? gte(paymentOrders.paidAt, since) : undefined));
  const unpaidAtStripe: StripeSide["unpaidAtStripe"] = [];
  for (const order of paid) {
    if (order.sessionId && complete.has(order.sessionId)) continue;
    const session = order.sessionId ? await client.checkout.sessions.retrieve(order.sessionId) : undefined;
    if (session && session.status === "complete" && session.payment_status === "paid") {
      sessions.push(session); // older than the window: recorded all the same
      continue;
    }
    unpaidAtStripe.push({
      orderId: order.id,
      sessionId: order.sessionId,
      amountCents: order.paidCents,
      status: session ? `${session.status}, ${session.payment_status}` : "no session",
    });
  }
  return { sessions, refunded, claimsMade, invoices, unpaidAtStripe };
}

/** A paid session at Stripe: the webhook's own entry; a payment the books had not taken is listed as taken. */
async function takeSession(session: Stripe.Checkout.Session, catalog: Catalog): Promise<number> {
  return db().transaction(async (tx) => {
    const id = Number(session.metadata?.orderId);
    const before = Number.isSafeInteger(id) && id > 0 ? await readOrder(id, tx) : undefined;
    const out = await sessionPaid(tx, session, catalog);
    if (!before || before.paidAt) return out.refundClaims ?? 0;
    const after = (await readOrder(before.id, tx))!;
    if (after.paidAt && after.checkoutSessionId === session.id)
      await noteDifference(tx, {
        kind: "payment-missing-in-books",
        stripeId: session.id,
        orderId: after.id,
        amountCents: after.paidCents,
        currency: after.currency,
        detail:
          after.status === "paid"
            ? `A payment of ${dollars(after.paidCents)} for order ${after.id} (${after.title}) that the books had not recorded: taken, its place confirmed.`
            : `A payment of ${dollars(after.paidCents)} for order ${after.id} (${after.title}) that the books had not recorded: taken; its place was gone, so its full refund was asked of Stripe.`,
        applied: true,
      });
    return out.refundClaims ?? 0;
  });
}

/** A payment's refunded total at Stripe, taken when larger than the books' (the webhook's entry). */
async function takeRefunds(pi: string, seen: { total: number; currency: string; refund: Stripe.Refund }) {
  await db().transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.paymentIntentId, pi))
      .for("update");
    if (!order) {
      await recordStripeMoney(tx, {
        stripeId: refundsKey(pi),
        kind: "refund",
        amountCents: seen.total,
        currency: seen.currency,
      });
      await noteDifference(tx, {
        kind: "refund-missing-in-books",
        stripeId: seen.refund.id,
        amountCents: seen.total,
        currency: seen.currency,
        detail: `A refund at Stripe of a payment (${pi}) that is no order of ours: nothing was changed.`,
        applied: false,
      });
      return;
    }
    const delta = await takeRefundedTotal(tx, order, seen.total);
    if (delta > 0)
      await noteDifference(tx, {
        kind: "refund-missing-in-books",
        stripeId: seen.refund.id,
        orderId: order.id,
        amountCents: delta,
        currency: order.currency,
        detail: `A refund of ${dollars(delta)} for order ${order.id} (${order.title}) made at Stripe that the books had not recorded: taken (refunded in all: ${dollars(seen.total)}). Its place is unchanged.`,
        applied: true,
      });
  });
}

/** An invoice Stripe says is paid: ours marked paid if we had it open; one that is not ours listed. */
async function takeInvoice(invoice: Stripe.Invoice) {
  if (!invoice.id) return;
  const stripeId = invoice.id;
  await db().transaction(async (tx) => {
    const currency = (invoice.currency ?? "usd").toLowerCase();
    await recordStripeMoney(tx, { stripeId, kind: "invoice", amountCents: invoice.amount_paid, currency });
    const claim = Number(invoice.metadata?.invoiceId);
    const [ours] = await tx
      .select()
      .from(paymentInvoices)
      .where(
        or(
          eq(paymentInvoices.stripeInvoiceId, stripeId),
          Number.isSafeInteger(claim) && claim > 0 ? eq(paymentInvoices.id, claim) : sql`false`,
        ),
      )
      .for("update");
    if (!ours) {
      await noteDifference(tx, {
        kind: "payment-without-order",
        stripeId,
        amountCents: invoice.amount_paid,
        currency,
        detail: `An invoice paid at Stripe (${dollars(invoice.amount_paid)}) that was not sent from here: nothing was changed.`,
        applied: false,
      });
      return;
    }
    if (ours.status === "paid") return;
    await tx
      .update(paymentInvoices)
      .set({ status: "paid", stripeInvoiceId: stripeId, paidAt: now(), updatedAt: now() })
      .where(eq(paymentInvoices.id, ours.id));
    await noteDifference(tx, {
      kind: "invoice-paid-missing-in-books",
      stripeId,
      amountCents: invoice.amount_paid,
      currency,
      detail: `The invoice "${ours.description}" (${dollars(invoice.amount_paid)}) was paid at Stripe, but the books had it ${ours.status}: marked paid.`,
      applied: true,
    });
  });
}

/** Stripe's totals as recorded (US dollars only: another currency is a difference, not a sum). */
async function stripeTotals(): Promise<Totals> {
  const [row] = await db()
    .select({
      paidCents: sql<number>`coalesce(sum(${stripeMoney.amountCents}) filter (where ${stripeMoney.kind} in ('payment', 'invoice')), 0)::bigint`,
      refundedCents: sql<number>`coalesce(sum(${stripeMoney.amountCents}) filter (where ${stripeMoney.kind} = 'refund'), 0)::bigint`,
    })
    .from(stripeMoney)
    .where(eq(stripeMoney.currency, "usd"));
  return { paidCents: Number(row.paidCents), refundedCents: Number(row.refundedCents) };
}

/** The books' totals: orders paid and refunded, invoices paid. */
async function booksTotals(): Promise<Totals> {
  const [orders] = await db()
    .select({
      paidCents: sql<number>`coalesce(sum(${paymentOrders.paidCents}) filter (where ${paymentOrders.paidAt} is not null), 0)::bigint`,
      refundedCents: sql<number>`coalesce(sum(${paymentOrders.refundedCents}), 0)::bigint`,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.currency, "usd"));
  const [invoices] = await db()
    .select({ paidCents: sql<number>`coalesce(sum(${paymentInvoices.amountCents}), 0)::bigint` })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.status, "paid"));
  return {
    paidCents: Number(orders.paidCents) + Number(invoices.paidCents),
    refundedCents: Number(orders.refundedCents),
  };
}

/**
 * Compares the books with Stripe now and stores the run. Without the payment keys: 409. When
 * Stripe does not answer a read: 503, and nothing was applied.
 */
export async function reconcile(catalog: Catalog): Promise<ReconciliationReport | Refused> {
  const client = stripe();
  if (!client) return refuse(409, PAYMENTS_OFF);
  const [last] = await db()
    .select({ checkedAt: paymentReconciliations.checkedAt })
    .from(paymentReconciliations)
    .orderBy(desc(paymentReconciliations.id))
    .limit(1);
  const since = last ? new Date(last.checkedAt.getTime() - DAY_MS) : null;
  const checkedAt = now();
  let side: StripeSide;
  try {
    side = await readStripe(client, since);
  } catch (error) {
    const message = error instanceof Error ? error.message : "unknown error";
    return refuse(
      503,
      `Stripe did not answer the reconciliation's reads (${message}): nothing was changed. Try again later.`,
    );
  }

  let refundClaims = 0;
  for (const session of side.sessions) refundClaims += await takeSession(session, catalog);
  // Refunds of our own claims that Stripe made but we never applied (the try died after Stripe
  // answered): the claim is settled, which finds the refund at Stripe instead of making another.
  const pendingMade = side.claimsMade.size
    ? await db()
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.status, "pending"),
            inArray(paymentRefunds.idempotencyKey, [...side.claimsMade]),
          ),
        )
    : [];
  for (const { id } of pendingMade) await settleRefund(id, catalog);
  if (refundClaims > 0) await settlePendingRefunds(catalog);
  for (const [pi, seen] of side.refunded) await takeRefunds(pi, seen);
  for (const invoice of side.invoices) await takeInvoice(invoice);
  for (const o of side.unpaidAtStripe)
    await db().transaction((tx) =>
      noteDifference(tx, {
        kind: "books-without-stripe",
        stripeId: o.sessionId ?? `order-${o.orderId}`,
        orderId: o.orderId,
        amountCents: o.amountCents,
        detail: `Order ${o.orderId} is paid in the books (${dollars(o.amountCents)}), but Stripe does not show its payment (${o.status}): nothing was changed.`,
        applied: false,
      }),
    );

  const [stripeSide, books] = await Promise.all([stripeTotals(), booksTotals()]);
  await db().insert(paymentReconciliations).values({
    checkedAt,
    since,
    stripePaidCents: stripeSide.paidCents,
    stripeRefundedCents: stripeSide.refundedCents,
    booksPaidCents: books.paidCents,
    booksRefundedCents: books.refundedCents,
  });
  return lastReconciliation();
}

/** Every difference listed (by the webhook or a run), newest first: each waits or was applied. */
const differences = () =>
  db()
    .select({
      kind: paymentDifferences.kind,
      stripeId: paymentDifferences.stripeId,
      orderId: paymentDifferences.orderId,
      amountCents: paymentDifferences.amountCents,
      detail: paymentDifferences.detail,
      applied: paymentDifferences.applied,
    })
    .from(paymentDifferences)
    .orderBy(desc(paymentDifferences.createdAt), desc(paymentDifferences.id));

/**
 * The last run's totals with every difference listed. Before any run: `checkedAt` null, Stripe's
 * side as the webhooks recorded it and the books as they stand.
 */
export async function lastReconciliation(): Promise<ReconciliationReport> {
  const [run] = await db()
    .select()
    .from(paymentReconciliations)
    .orderBy(desc(paymentReconciliations.id))
    .limit(1);
  const listed = await differences();
  if (!run) {
    const [stripeSide, books] = await Promise.all([stripeTotals(), booksTotals()]);
    return { checkedAt: null, stripe: stripeSide, books, differences: listed };
  }
  return {
    checkedAt: run.checkedAt.toISOString(),
    stripe: { paidCents: Number(run.stripePaidCents), refundedCents: Number(run.stripeRefundedCents) },
    books: { paidCents: Number(run.booksPaidCents), refundedCents: Number(run.booksRefundedCents) },
    differences: listed,
  };
}

/** The site's hour from which the day's reconciliation is due (before the owner's day starts). */
export const RECONCILE_HOUR = 6;
/** A claimed day whose run did not finish in this long is taken over (its instance died). */
const STALE_CLAIM_MS = 60 * 60 * 1000;

/**
 * The day's reconciliation, once across instances and restarts: due from RECONCILE_HOUR (site
 * time) on the project's clock, claimed by inserting the day (or taking over a claim that went
 * stale), marked done once stored. Without the payment keys there is nothing to compare.
 */
export async function runDailyReconciliation(catalog: Catalog): Promise<ReconciliationReport | undefined> {
  if (!stripe()) return undefined;
  const at = now();
  const local = toSiteLocal(at);
  if (Number(local.slice(11, 13)) < RECONCILE_HOUR) return undefined;
  const day = local.slice(0, 10);
  const stale = new Date(nowMs() - STALE_CLAIM_MS);
  const [claimed] = await db()
    .insert(paymentReconciliationDays)
    .values({ day, claimedAt: at })
    .onConflictDoUpdate({
      target: paymentReconciliationDays.day,
      set: { claimedAt: at },
      setWhere: sql`${paymentReconciliationDays.doneAt} is null and ${paymentReconciliationDays.claimedAt} < ${stale}`,
    })
    .returning({ day: paymentReconciliationDays.day });
  if (!claimed) return undefined;
  const report = await reconcile(catalog);
  if ("refused" in report) throw new Error(`The daily reconciliation failed: ${report.refused.message}`);
  await db()
    .update(paymentReconciliationDays)
    .set({ doneAt: now() })
    .where(eq(paymentReconciliationDays.day, day));
  return report;
}

/**
 * POST /api/admin/payments/reconciliation and the Payments view's "Reconcile now": a run now, with
 * no body (a field given is refused). The caller gives the catalog (composed above the features).
 */
export const reconcileNow = (catalog: Catalog) =>
  defineWrite({
    input: z.strictObject({}, { error: "The reconciliation takes no fields." }),
    bodyOptional: true,
    // The view's form posts only its `intent`, which names the write and is no field of it.
    fromForm: (raw) => {
      if (!raw || typeof raw !== "object") return raw;
      const { intent: _intent, ...rest } = raw as Record<string, unknown>;
      return rest;
    },
    run: () => reconcile(catalog),
  });

/** The daily run (background-jobs.server.ts): looked at every minute, due once a day. */
export const reconciliationJob = (catalog: Catalog) => ({
  name: "payment-reconciliation",
  everyMs: 60_000,
  run: () => runDailyReconciliation(catalog),
});
