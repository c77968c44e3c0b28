import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deals, paymentInvoices, people } from "~/db/schema";
import { DEAL_PRODUCT_LABELS, type DealProduct } from "~/features/people/deal-schema";
import { PERSON_NOT_FOUND } from "~/features/people/pipeline.server";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { catalogOf } from "./product.server";
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
  const client = stripe();
  if (!client) return refuse(409, PAYMENTS_OFF);
  const [sending] = await db()
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.personId, personId), eq(paymentInvoices.status, "sending")));
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
  const key = claim.idempotencyKey;
  const metadata = { personId: String(personId), invoiceId: String(claim.id) };
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
