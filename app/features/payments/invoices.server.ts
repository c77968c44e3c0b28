import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { deals, paymentInvoices, paymentOrders, people } from "~/db/schema";
import { DEAL_PRODUCT_LABELS, type DealProduct } from "~/features/people/deal-schema";
import { PERSON_NOT_FOUND } from "~/features/people/pipeline.server";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { catalogOf, type OrderRow } from "./product.server";
import { isLiveHold, readOrder } from "./orders.server";
import { PAYMENTS_OFF, stripe, transientStripeError } from "./stripe.server";
import { applyParked } from "./webhook.server";

export type InvoiceInput = { amountCents?: number; description?: string; daysUntilDue?: number };
export type InvoiceSent = { invoiceId: string; status: string; hostedInvoiceUrl: string | null };
type InvoiceRow = typeof paymentInvoices.$inferSelect;

/**
 * "Send invoice" on a person with a deal (product.md §10.14, decision 0106): a Stripe invoice to the
 * customer of their e-mail (found, else created), one item of the deal's product and value (or what
 * the owner gives), finalized and sent. The invoice is claimed first (a `sending` row whose key
 * starts every call's Idempotency-Key, its id in the invoice's metadata), the calls made after that
 * commit, the answer applied in another transaction. A retry while the claim is unsettled (the
 * owner's second click, after Stripe did not answer) settles that claim: never a second invoice.
 */
export async function sendInvoice(personId: number, input: InvoiceInput): Promise<InvoiceSent | Refused> {
  const [row] = await db()
    .select({ email: people.email, name: people.name, valueCents: deals.valueCents, product: deals.product })
    .from(people)
    .leftJoin(deals, eq(deals.personId, people.id))
    .where(eq(people.id, personId));
  if (!row) return refuse(404, PERSON_NOT_FOUND);
  if (!stripe()) return refuse(409, PAYMENTS_OFF);
  const [sending] = await db()
    .select()
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.personId, personId),
        eq(paymentInvoices.status, "sending"),
        isNull(paymentInvoices.orderId),
      ),
    );
  let claim: InvoiceRow | undefined = sending;
  if (!claim) {
    const amount = input.amountCents ?? row.valueCents ?? 0;
    if (amount < 50)
      return refuse(
        409,
        "This person has no deal value to invoice: set the deal's value or give amountCents.",
        {
          field: "amountCents",
        },
      );
    const description =
      input.description ??
      (row.product ? DEAL_PRODUCT_LABELS[row.product as DealProduct] : undefined) ??
      "Training";
    [claim] = await db()
      .insert(paymentInvoices)
      .values({
        personId,
        amountCents: amount,
        description,
        daysUntilDue: input.daysUntilDue ?? 30,
        status: "sending",
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
  }
  return sendClaimed(claim, row);
}

/**
 * A claimed invoice made, finalized and sent at Stripe (outside any transaction), its answer applied.
 * Every call's key starts with the claim's: a retry settles that claim, never a second invoice.
 */
async function sendClaimed(
  claim: InvoiceRow,
  row: { email: string; name: string | null },
): Promise<InvoiceSent | Refused> {
  const client = stripe();
  if (!client) return refuse(409, PAYMENTS_OFF);
  const personId = claim.personId;
  const key = claim.idempotencyKey;
  const metadata = {
    personId: String(personId),
    invoiceId: String(claim.id),
    ...(claim.orderId ? { orderId: String(claim.orderId) } : {}),
  };
  try {
    const found = await client.customers.list({ email: row.email, limit: 1 });
    const customer =
      found.data[0] ??
      (await client.customers.create(
        {
          email: row.email,
          ...(row.name ? { name: row.name } : {}),
          metadata: { personId: String(personId) },
        },
        { idempotencyKey: `${key}-customer` },
      ));
    const draft = await client.invoices.create(
      {
        customer: customer.id,
        collection_method: "send_invoice",
        days_until_due: claim.daysUntilDue,
        auto_advance: false,
        metadata,
      },
      { idempotencyKey: `${key}-invoice` },
    );
    await client.invoiceItems.create(
      {
        customer: customer.id,
        invoice: draft.id,
        amount: claim.amountCents,
        currency: "usd",
        description: claim.description,
      },
      { idempotencyKey: `${key}-item` },
    );
    await client.invoices.finalizeInvoice(draft.id!, {}, { idempotencyKey: `${key}-finalize` });
    const sent = await client.invoices.sendInvoice(draft.id!, {}, { idempotencyKey: `${key}-send` });
    const status = sent.status ?? "open";
    await db().transaction(async (tx) => {
      await tx
        .update(paymentInvoices)
        .set({
          stripeInvoiceId: sent.id!,
          status,
          hostedInvoiceUrl: sent.hosted_invoice_url ?? null,
          updatedAt: now(),
        })
        .where(and(eq(paymentInvoices.id, claim.id), eq(paymentInvoices.status, "sending")));
      // A payment that outran this answer (invoice.paid before we knew the invoice) applies now;
      // an invoice's events touch no product, so no catalog is needed.
      await applyParked(tx, sent.id, catalogOf());
    });
    return { invoiceId: sent.id!, status, hostedInvoiceUrl: sent.hosted_invoice_url ?? null };
  } catch (error) {
    const message = error instanceof Error ? error.message : "unknown error";
    if (!transientStripeError(error)) {
      await db()
        .update(paymentInvoices)
        .set({ status: "failed", updatedAt: now() })
        .where(and(eq(paymentInvoices.id, claim.id), eq(paymentInvoices.status, "sending")));
      // An order this invoice was to pay keeps nothing for it: its hold ends now (released within a minute).
      if (claim.orderId)
        await db()
          .update(paymentOrders)
          .set({ holdUntil: now(), updatedAt: now() })
          .where(and(eq(paymentOrders.id, claim.orderId), eq(paymentOrders.status, "held")));
      return refuse(409, `Stripe refused the invoice: ${message}`);
    }
    return refuse(
      503,
      `Stripe did not confirm the invoice (${message}). Send it again: the same invoice is asked for, never a second one.`,
    );
  }
}

/** A person's invoices, newest first (their record shows each link and status). */
export async function invoicesOf(personId: number) {
  return db()
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.personId, personId))
    .orderBy(desc(paymentInvoices.createdAt), desc(paymentInvoices.id));
}

/**
 * The claim of an invoice that pays a held order (team seats by invoice, decision 0109), in the
 * caller's transaction (the hold's): sent after its commit by `sendOrderInvoice`, due when the hold ends.
 */
export async function claimOrderInvoice(tx: Tx, order: OrderRow, description: string, daysUntilDue: number) {
  await tx.insert(paymentInvoices).values({
    personId: order.personId,
    orderId: order.id,
    amountCents: order.amountCents,
    description,
    daysUntilDue,
    status: "sending",
    createdAt: now(),
    updatedAt: now(),
  });
}

/** Sends (or settles the earlier try of) a live hold's invoice: Stripe's hosted link for the buyer. */
export async function sendOrderInvoice(orderId: number): Promise<InvoiceSent | Refused> {
  const order = await readOrder(orderId);
  const [claim] = await db().select().from(paymentInvoices).where(eq(paymentInvoices.orderId, orderId));
  if (!order || !claim || !isLiveHold(order)) return refuse(409, "This order has no invoice to send.");
  if (claim.status !== "sending")
    return {
      invoiceId: claim.stripeInvoiceId!,
      status: claim.status,
      hostedInvoiceUrl: claim.hostedInvoiceUrl,
    };
  return sendClaimed(claim, { email: order.email, name: order.name });
}

/**
 * The payments' work on orders' invoices, after a commit and every minute: a live hold's invoice
 * whose send Stripe did not answer is sent again (the same claim), and an open invoice whose hold
 * ended unpaid (its seats released at the due date) is voided at Stripe, so it can no longer be paid.
 */
export async function settleOrderInvoices(limit = 20): Promise<number> {
  const client = stripe();
  if (!client) return 0;
  const rows = await db()
    .select({ invoice: paymentInvoices, order: paymentOrders })
    .from(paymentInvoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentInvoices.orderId))
    .where(
      and(
        isNotNull(paymentInvoices.orderId),
        inArray(paymentInvoices.status, ["sending", "open"]),
        inArray(paymentOrders.status, ["held", "expired", "cancelled"]),
      ),
    )
    .limit(limit);
  let done = 0;
  for (const { invoice, order } of rows) {
    if (order.status === "held") {
      if (
        invoice.status === "sending" &&
        isLiveHold(order) &&
        !("refused" in (await sendOrderInvoice(order.id)))
      )
        done += 1;
      continue;
    }
    if (invoice.status !== "open" || !invoice.stripeInvoiceId) continue;
    try {
      await client.invoices.voidInvoice(
        invoice.stripeInvoiceId,
        {},
        { idempotencyKey: `${invoice.idempotencyKey}-void` },
      );
    } catch (error) {
      // Not answered: tried again next time. A definite "no" (already paid, already void) is the webhook's to tell.
      if (transientStripeError(error)) continue;
    }
    await db()
      .update(paymentInvoices)
      .set({ status: "void", updatedAt: now() })
      .where(and(eq(paymentInvoices.id, invoice.id), eq(paymentInvoices.status, "open")));
    done += 1;
  }
  return done;
}
