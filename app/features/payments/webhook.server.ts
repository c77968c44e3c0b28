import { and, eq, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { db, type Tx } from "~/db/client.server";
import { paymentInvoices, paymentOrders, stripeEvents } from "~/db/schema";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { receiptEmail } from "./emails.server";
import { noteDifference, recordStripeMoney, takeRefundedTotal, wonDeal } from "./ledger.server";
import { dollars } from "./money";
import { isLiveHold, lockOrder, setOrder } from "./orders.server";
import {
  productOf,
  type Catalog,
  type OrderRow,
  type PaidProduct,
  type ProductState,
} from "./product.server";
import { claimRefund } from "./refunds.server";

/**
 * Stripe's events (product.md §10.14, decisions 0096 and 0106), each taking effect once: its id is
 * inserted in stripe_events in the transaction of its effects, so a replay finds it and does
 * nothing. They may come in any order: one about a payment or invoice not yet known here (a refund
 * that outran its payment's completion) is kept `parked` with its payload and applied in the
 * transaction that records its subject. Every lock is taken in one order: the product, the order,
 * the person.
 */

export type StripeOutcome = { applied: boolean; effect: string; refundClaims?: number };
type Effect = { effect: string; refundClaims?: number; parkOn?: string; touched?: PaidProduct };

export async function applyStripeEvent(event: Stripe.Event, catalog: Catalog): Promise<StripeOutcome> {
  return db().transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, at: now() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { applied: false, effect: "already applied" };
    const out = await effectOf(tx, event, catalog);
    // Last, after every other lock: the product's pages see the change (the seats left).
    await out.touched?.changed(tx);
    await tx
      .update(stripeEvents)
      .set(
        out.parkOn
          ? { status: "parked", subject: out.parkOn, payload: event as unknown as object, effect: out.effect }
          : { effect: out.effect },
      )
      .where(eq(stripeEvents.id, event.id));
    return { applied: !out.parkOn, effect: out.effect, refundClaims: out.refundClaims };
  });
}

async function effectOf(tx: Tx, event: Stripe.Event, catalog: Catalog): Promise<Effect> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return sessionPaid(tx, event.data.object, catalog);
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed":
      return sessionEnded(tx, event.data.object, catalog);
    case "charge.refunded":
      return chargeRefunded(tx, event.data.object);
    case "invoice.paid":
      return invoiceStatus(tx, event.data.object, "paid", catalog);
    case "invoice.voided":
      return invoiceStatus(tx, event.data.object, "void", catalog);
    default:
      return { effect: "ignored" };
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** The order a session names in its metadata (ours: we set it), if it exists. */
async function orderNamed(tx: Tx, session: Stripe.Checkout.Session): Promise<OrderRow | undefined> {
  const id = Number(session.metadata?.orderId);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return order;
}

/**
 * Why a paid session cannot be taken as its order's payment, if it cannot: it must name the order,
 * be the order's own session (once one is recorded), and pay the order's price in US dollars.
 */
function mismatch(order: OrderRow, session: Stripe.Checkout.Session) {
  const amount = session.amount_total ?? 0;
  if ((session.currency ?? "").toLowerCase() !== order.currency)
    return {
      kind: "currency-mismatch" as const,
      detail: `A payment in ${session.currency?.toUpperCase()} for order ${order.id}, priced in ${order.currency.toUpperCase()}: no seat was given.`,
    };
  if (amount !== order.amountCents)
    return {
      kind: "amount-mismatch" as const,
      detail: `A payment of ${dollars(amount)} for order ${order.id}, whose price is ${dollars(order.amountCents)}: no seat was given.`,
    };
  if (session.client_reference_id !== String(order.id))
    return {
      kind: "reference-mismatch" as const,
      detail: `A payment whose reference (${session.client_reference_id}) is not order ${order.id}'s: no seat was given.`,
    };
  if (order.checkoutSessionId && order.checkoutSessionId !== session.id)
    return {
      kind: "second-payment" as const,
      detail: `A payment through a session that is not order ${order.id}'s own: no seat was given.`,
    };
  return undefined;
}

/**
 * A paid session: the product's place confirmed (its e-mails), the receipt, the won deal. A payment
 * that outlived its hold takes a place if the product still has one, else it is refunded in full
 * (claimed here, made at Stripe after the commit); so is one for a cancelled product.
 */
export async function sessionPaid(
  tx: Tx,
  session: Stripe.Checkout.Session,
  catalog: Catalog,
): Promise<Effect> {
  if (session.payment_status !== "paid") return { effect: "awaiting payment" };
  const amount = session.amount_total ?? 0;
  const currency = (session.currency ?? "usd").toLowerCase();
  const named = await orderNamed(tx, session);
  await recordStripeMoney(tx, {
    stripeId: session.id,
    kind: "payment",
    amountCents: amount,
    currency,
    orderId: named?.id,
  });
  if (!named) {
    await noteDifference(tx, {
      kind: "payment-without-order",
      stripeId: session.id,
      amountCents: amount,
      currency,
      detail: `A payment of ${currency === "usd" ? dollars(amount) : `${amount} ${currency}`} names no order of ours (${session.customer_details?.email ?? session.customer_email ?? "no e-mail"}): no seat was given.`,
      applied: false,
    });
    return { effect: "no such order: listed" };
  }
  if (named.paidAt && named.checkoutSessionId === session.id) return { effect: "already paid" };
  const wrong = mismatch(named, session);
  if (wrong) {
    await noteDifference(tx, {
      ...wrong,
      stripeId: session.id,
      orderId: named.id,
      amountCents: amount,
      currency,
      applied: false,
    });
    return { effect: `${wrong.kind}: listed` };
  }
  const product = productOf(catalog, named.product);
  const state = await product.lock(tx, named);
  const order = (await lockOrder(tx, named.id))!;
  if (order.paidAt) return { effect: "already paid" };
  const at = now();
  const intent = idOf(session.payment_intent);
  const paidFields = {
    paidCents: amount,
    paidAt: at,
    paymentIntentId: intent,
    checkoutSessionId: session.id,
  };
  const live = !!state && isLiveHold(order, at) && !state.cancelled;
  if (!state || (!live && !(state.open && order.status !== "cancelled"))) {
    await setOrder(tx, order.id, { ...paidFields, status: "refunded" });
    const paid = { ...order, ...paidFields };
    const why = state?.cancelled || order.status === "cancelled" ? "cancelled" : "late";
    await claimRefund(tx, paid, amount, why, false);
    await applyParked(tx, intent, catalog);
    return { effect: "late, no place: refund claimed", refundClaims: 1, touched: product };
  }
  const paid = { ...order, ...paidFields };
  const { placeId, emails } = await product.confirm(tx, paid);
  await setOrder(tx, order.id, { ...paidFields, status: "paid", placeId });
  await wonDeal(tx, order.personId, amount);
  const notice = newLeadNotice({
    kind: "payment-notification",
    subject: `Paid: ${order.name}, ${dollars(amount)} for ${order.title}`,
    lines: [
      ["For", order.title],
      ["Name", order.name],
      ["E-mail", order.email],
      ["Paid", dollars(amount)],
    ],
    attribution: order.attribution,
    personId: order.personId,
  });
  await enqueueEmails(tx, ...emails, receiptEmail(paid, state, product.receipt(paid, state), amount), notice);
  await applyParked(tx, intent, catalog);
  return { effect: live ? "place confirmed" : "late, place free: confirmed", touched: product };
}

/** An unpaid session ended: its hold released (a waitlist offer lapsed), the place offered on. */
async function sessionEnded(tx: Tx, session: Stripe.Checkout.Session, catalog: Catalog): Promise<Effect> {
  const named = await orderNamed(tx, session);
  if (!named || (named.checkoutSessionId && named.checkoutSessionId !== session.id))
    return { effect: "no such order" };
  const product = productOf(catalog, named.product);
  await product.lock(tx, named);
  const order = (await lockOrder(tx, named.id))!;
  if (order.status !== "held") return { effect: "nothing held" };
  await setOrder(tx, order.id, { status: "expired" });
  await product.release(tx, order);
  return { effect: "hold released", touched: product };
}

/** A refund seen by Stripe (the owner's, or one made in Stripe's dashboard): its total recorded. */
async function chargeRefunded(tx: Tx, charge: Stripe.Charge): Promise<Effect> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return { effect: "no payment" };
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentIntentId, intent))
    .for("update");
  if (!order) return { effect: "payment not yet known: kept", parkOn: intent };
  const delta = await takeRefundedTotal(tx, order, charge.amount_refunded);
  return { effect: delta > 0 ? "refund recorded" : "already recorded" };
}

async function invoiceStatus(
  tx: Tx,
  invoice: Stripe.Invoice,
  status: "paid" | "void",
  catalog: Catalog,
): Promise<Effect> {
  if (!invoice.id) return { effect: "no invoice" };
  const claim = Number(invoice.metadata?.invoiceId);
  // An invoice that pays a held order (decision 0109): its product locked first, as every path does.
  const order = Number(invoice.metadata?.orderId);
  const paysOrder = status === "paid" && Number.isSafeInteger(order) && order > 0;
  const [seen] = paysOrder ? await tx.select().from(paymentOrders).where(eq(paymentOrders.id, order)) : [];
  const product = seen ? catalog(seen.product) : undefined;
  const state = seen && product ? await product.lock(tx, seen) : undefined;
  const [row] = await tx
    .update(paymentInvoices)
    .set({
      status,
      stripeInvoiceId: invoice.id,
      ...(status === "paid" ? { paidAt: now() } : {}),
      updatedAt: now(),
    })
    .where(
      or(
        eq(paymentInvoices.stripeInvoiceId, invoice.id),
        Number.isSafeInteger(claim) && claim > 0 ? eq(paymentInvoices.id, claim) : sql`false`,
      ),
    )
    .returning({
      id: paymentInvoices.id,
      amountCents: paymentInvoices.amountCents,
      orderId: paymentInvoices.orderId,
    });
  if (!row) return { effect: "invoice not yet known: kept", parkOn: invoice.id };
  if (status !== "paid") return { effect: `invoice ${status}` };
  const amount = invoice.amount_paid ?? row.amountCents;
  await recordStripeMoney(tx, {
    stripeId: invoice.id,
    kind: "invoice",
    amountCents: amount,
    currency: invoice.currency ?? "usd",
  });
  if (!seen || !product || row.orderId !== seen.id) return { effect: "invoice paid" };
  return invoicedOrderPaid(tx, seen.id, product, state, invoice.id, amount);
}

/**
 * A held order paid by its invoice (team seats, decision 0109): its places confirmed as a card
 * payment's are, the receipt, the won deal. The money is the invoice's (Insights' invoices paid), so
 * the order's own card figures stay 0. Paid after its hold was released and with no place left (or
 * the product cancelled), no place is given and the owner is told: an invoice is refunded by hand.
 */
async function invoicedOrderPaid(
  tx: Tx,
  orderId: number,
  product: PaidProduct,
  state: ProductState | undefined,
  invoiceId: string,
  amount: number,
): Promise<Effect> {
  const order = (await lockOrder(tx, orderId))!;
  if (order.paidAt) return { effect: "invoice paid; order already paid" };
  const live = !!state && isLiveHold(order) && !state.cancelled;
  if (!state || (!live && !(state.open && !state.cancelled))) {
    await noteDifference(tx, {
      kind: "invoice-without-place",
      stripeId: invoiceId,
      orderId: order.id,
      amountCents: amount,
      currency: order.currency,
      detail: `Invoice ${invoiceId} for order ${order.id} (${order.title}) was paid after its hold ended, with no place left: no place was given; refund it in Stripe.`,
      applied: false,
    });
    return { effect: "invoice paid, no place: listed" };
  }
  const { placeId, emails } = await product.confirm(tx, order);
  await setOrder(tx, order.id, { status: "paid", paidAt: now(), placeId });
  await wonDeal(tx, order.personId, amount);
  await enqueueEmails(tx, ...emails, receiptEmail(order, state, product.receipt(order, state), amount));
  return { effect: "invoice paid: places confirmed", touched: product };
}

/**
 * Applies the events kept for `subject` (a payment intent, an invoice) now that it is known, in
 * the transaction that recorded it, in the order Stripe made them.
 */
export async function applyParked(tx: Tx, subject: string | null | undefined, catalog: Catalog) {
  if (!subject) return;
  const parked = await tx
    .select()
    .from(stripeEvents)
    .where(and(eq(stripeEvents.status, "parked"), eq(stripeEvents.subject, subject)))
    .orderBy(sql`(${stripeEvents.payload}->>'created')::bigint`, stripeEvents.at)
    .for("update");
  for (const row of parked) {
    const out = await effectOf(tx, row.payload as Stripe.Event, catalog);
    if (out.parkOn) continue;
    await tx
      .update(stripeEvents)
      .set({ status: "applied", subject: null, payload: null, effect: `${out.effect} (kept, then applied)` })
      .where(eq(stripeEvents.id, row.id));
  }
}
