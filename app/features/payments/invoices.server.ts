import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deals, paymentInvoices, people } from "~/db/schema";
import { DEAL_PRODUCT_LABELS, type DealProduct } from "~/features/people/deal-schema";
import { PERSON_NOT_FOUND } from "~/features/people/pipeline.server";
import { now } from "~/utils/clock.server";
import { refuse, type Refused } from "~/utils/refusal";
import { PAYMENTS_NOT_SET_UP, stripe } from "./stripe.server";

export type InvoiceInput = { amountCents?: number; description?: string; daysUntilDue?: number };
export type InvoiceSent = { invoiceId: string; status: string; hostedInvoiceUrl: string | null };

/**
 * "Send invoice" on a person with a deal (product.md §10.14): a Stripe invoice to the customer of
 * their e-mail (found, else created), one item of the deal's product and value (or what the owner
 * gives), collected by sending it (30 days due unless told), finalized and sent. Each call carries
 * an Idempotency-Key of the person and their invoice count, so a retry after a failed commit of
 * the admin write reuses what Stripe made instead of sending a second invoice.
 */
export async function sendInvoice(personId: number, input: InvoiceInput): Promise<InvoiceSent | Refused> {
  const [row] = await db()
    .select({ email: people.email, name: people.name, valueCents: deals.valueCents, product: deals.product })
    .from(people)
    .leftJoin(deals, eq(deals.personId, people.id))
    .where(eq(people.id, personId));
  if (!row) return refuse(404, PERSON_NOT_FOUND);
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
  const client = stripe();
  if (!client) return refuse(409, PAYMENTS_NOT_SET_UP.replace(" before publishing a paid event", ""));
  const [{ n }] = await db()
    .select({ n: count() })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.personId, personId));
  const key = `person-${personId}-invoice-${n + 1}`;
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
        days_until_due: input.daysUntilDue ?? 30,
        auto_advance: false,
        metadata: { personId: String(personId) },
      },
      { idempotencyKey: `${key}-invoice` },
    );
    await client.invoiceItems.create(
      { customer: customer.id, invoice: draft.id, amount, currency: "usd", description },
      { idempotencyKey: `${key}-item` },
    );
    await client.invoices.finalizeInvoice(draft.id!, {}, { idempotencyKey: `${key}-finalize` });
    const sent = await client.invoices.sendInvoice(draft.id!, {}, { idempotencyKey: `${key}-send` });
    await db()
      .insert(paymentInvoices)
      .values({
        personId,
        stripeInvoiceId: sent.id!,
        amountCents: amount,
        description,
        status: sent.status ?? "open",
        hostedInvoiceUrl: sent.hosted_invoice_url ?? null,
        createdAt: now(),
        updatedAt: now(),
      })
      .onConflictDoNothing();
    return {
      invoiceId: sent.id!,
      status: sent.status ?? "open",
      hostedInvoiceUrl: sent.hosted_invoice_url ?? null,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : "unknown error";
    return refuse(503, `Stripe did not send the invoice: ${message}`);
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
