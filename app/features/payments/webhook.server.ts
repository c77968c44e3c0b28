import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { db, type Tx } from "~/db/client.server";
import { deals, eventRegistrations, paymentInvoices, paymentOrders, stripeEvents } from "~/db/schema";
import { seatEmail, type EventRow } from "~/features/events/invites.server";
import { lockEvent, placeOf, seatsTaken } from "~/features/events/registrations.server";
import { setStatusIn } from "~/features/people/pipeline.server";
import { changeEvents } from "~/services/content-version.server";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { lateRefundEmail, receiptEmail } from "./emails.server";
import { releaseHold } from "./holds.server";
import { dollars } from "./money";
import { stripe } from "./stripe.server";

/**
 * Stripe's events (product.md §10.14, decision 0096), each taking effect once: its id is inserted
 * in stripe_events in the transaction of its effects, so a replay finds it and does nothing, and a
 * delivery racing another of the same id waits on the unique key until the first commits (then does
 * nothing) or rolls back (then does the work). Deliveries of different events about one order are
 * ordered by the event's row lock, and each reads the order's state under it: a completion after
 * the session expired, or a second completion, is decided from what is recorded, not from arrival.
 */

type OrderRow = typeof paymentOrders.$inferSelect;
export type StripeOutcome = { applied: boolean; effect: string };

const ABOUT_SEATS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
]);

export async function applyStripeEvent(event: Stripe.Event): Promise<StripeOutcome> {
  const work = async (tx: Tx): Promise<StripeOutcome> => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, at: now() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { applied: false, effect: "already applied" };
    const effect = await effectOf(tx, event);
    return { applied: true, effect };
  };
  // Seats change the webinar pages (decision 0091); money alone does not.
  return ABOUT_SEATS.has(event.type) ? changeEvents(work) : db().transaction(work);
}

async function effectOf(tx: Tx, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return sessionPaid(tx, event.data.object);
    case "checkout.session.expired":
      return sessionExpired(tx, event.data.object);
    case "charge.refunded":
      return chargeRefunded(tx, event.data.object);
    case "invoice.paid":
      return invoiceStatus(tx, event.data.object, "paid");
    case "invoice.voided":
      return invoiceStatus(tx, event.data.object, "void");
    default:
      return "ignored";
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/** The order a session is for (its client_reference_id, checked against the session it opened). */
async function orderOf(tx: Tx, session: Stripe.Checkout.Session): Promise<OrderRow | undefined> {
  const id = Number(session.client_reference_id);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  if (!order || (order.checkoutSessionId && order.checkoutSessionId !== session.id)) return undefined;
  return order;
}

/** The order again, once its event is locked: the state every decision below reads. */
async function lockedOrder(tx: Tx, id: number) {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for("update");
  return order;
}

/**
 * A paid session: the seat confirmed with its invite, the receipt, the won deal. A completion after
 * its hold ended takes a seat if one is free, else is refunded in full and the buyer told.
 */
async function sessionPaid(tx: Tx, session: Stripe.Checkout.Session): Promise<string> {
  // An asynchronous method (a bank debit) completes unpaid; its async_payment_succeeded follows.
  if (session.payment_status !== "paid") return "awaiting payment";
  const found = await orderOf(tx, session);
  if (!found) return "no such order";
  const event = await lockEvent(tx, found.eventId);
  const order = await lockedOrder(tx, found.id);
  if (!event || !order) return "no such order";
  if (order.status === "paid" || order.status === "refunded") return "already paid";
  const at = now();
  const paid = session.amount_total ?? order.amountCents;
  const intent = idOf(session.payment_intent);
  const paidFields = { paidCents: paid, paidAt: at, paymentIntentId: intent, checkoutSessionId: session.id };
  const stillHeld = order.status === "held" && order.holdUntil > at;
  if (!stillHeld) {
    const open =
      !event.cancelledAt && event.startsAt > at && (await seatsTaken(tx, event.id)) < event.capacity;
    if (!open) {
      await refundInFull(order, intent, paid);
      await tx
        .update(paymentOrders)
        .set({ ...paidFields, status: "refunded", refundedCents: paid, updatedAt: at })
        .where(eq(paymentOrders.id, order.id));
      await enqueueEmails(tx, lateRefundEmail(event, order, paid));
      return "late, no seat: refunded";
    }
  }
  const registration = await seatFor(tx, event, order, at);
  await tx
    .update(paymentOrders)
    .set({ ...paidFields, status: "paid", registrationId: registration.id, updatedAt: at })
    .where(eq(paymentOrders.id, order.id));
  await wonDeal(tx, order.personId, paid);
  const notice = newLeadNotice({
    kind: "payment-notification",
    subject: `Paid seat: ${order.name}, ${dollars(paid)}`,
    lines: [
      ["Event", event.title],
      ["Name", order.name],
      ["E-mail", order.email],
      ["Paid", dollars(paid)],
    ],
    attribution: order.attribution,
    personId: order.personId,
  });
  await enqueueEmails(
    tx,
    await seatEmail(event, registration, "registered"),
    receiptEmail(event, registration, paid),
    notice,
  );
  return stillHeld ? "seat confirmed" : "late, seat free: confirmed";
}

/** The buyer's registration, confirmed: their waitlist or cancelled place taken up, or a new one. */
async function seatFor(tx: Tx, event: EventRow, order: OrderRow, at: Date) {
  const [existing] = await placeOf(tx, event.id, order.email).for("update");
  if (existing) {
    const [row] = await tx
      .update(eventRegistrations)
      .set({
        status: "confirmed",
        name: order.name,
        cancelledAt: null,
        ...(existing.status === "waitlisted" ? { promotedAt: at } : {}),
        // Back after a cancellation: the invite's SEQUENCE moves past the CANCEL.
        icsSequence: existing.status === "cancelled" ? existing.icsSequence + 1 : existing.icsSequence,
        updatedAt: at,
      })
      .where(eq(eventRegistrations.id, existing.id))
      .returning();
    return row;
  }
  const [row] = await tx
    .insert(eventRegistrations)
    .values({
      eventId: event.id,
      personId: order.personId,
      name: order.name,
      email: order.email,
      status: "confirmed",
      attribution: order.attribution,
      icsSequence: event.sequence,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row;
}

/**
 * The person's won deal (product.md §10.7's one deal per person): closed, its product "workshop"
 * unless one is recorded, its value raised by the amount paid. Their first-touch source is untouched.
 */
async function wonDeal(tx: Tx, personId: number, paidCents: number) {
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

/**
 * The one refund made without the owner (a payment that found no seat), in the transaction that
 * records it: its Idempotency-Key makes a retried delivery's second call return the first refund.
 */
async function refundInFull(order: OrderRow, intent: string | null, amount: number) {
  const client = stripe();
  if (!client || !intent)
    throw new Error(`Order ${order.id}: a late payment cannot be refunded (no client or payment)`);
  await client.refunds.create(
    { payment_intent: intent, amount, metadata: { orderId: String(order.id), reason: "late, no seat" } },
    { idempotencyKey: `order-${order.id}-late-refund` },
  );
}

/** An unpaid session ended: its hold released (a waitlist offer lapsed), the seat offered on. */
async function sessionExpired(tx: Tx, session: Stripe.Checkout.Session): Promise<string> {
  const found = await orderOf(tx, session);
  if (!found) return "no such order";
  const event = await lockEvent(tx, found.eventId);
  const order = await lockedOrder(tx, found.id);
  if (!event || !order || order.status !== "held") return "nothing held";
  await releaseHold(tx, event, order);
  return "hold released";
}

/** A refund seen by Stripe (the owner's, or made in Stripe's dashboard): recorded, the deal lowered. */
async function chargeRefunded(tx: Tx, charge: Stripe.Charge): Promise<string> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return "no payment";
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentIntentId, intent))
    .for("update");
  if (!order) return "no such order";
  const delta = charge.amount_refunded - order.refundedCents;
  if (delta <= 0) return "already recorded";
  await tx
    .update(paymentOrders)
    .set({ refundedCents: charge.amount_refunded, updatedAt: now() })
    .where(eq(paymentOrders.id, order.id));
  await lowerDeal(tx, order.personId, delta);
  return "refund recorded";
}

async function invoiceStatus(tx: Tx, invoice: Stripe.Invoice, status: "paid" | "void"): Promise<string> {
  if (!invoice.id) return "no invoice";
  const [row] = await tx
    .update(paymentInvoices)
    .set({ status, ...(status === "paid" ? { paidAt: now() } : {}), updatedAt: now() })
    .where(eq(paymentInvoices.stripeInvoiceId, invoice.id))
    .returning({ id: paymentInvoices.id });
  return row ? `invoice ${status}` : "no such invoice";
}
