import { desc, eq, isNotNull, and } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { paymentInvoices, paymentOrders, paymentRefunds } from "~/db/schema";
import { dollars } from "~/features/payments/money";
import { dayLabel, item, type AccountSection } from "./section.server";

// What the person paid, what was refunded, and the invoices Stripe hosts (docs/product/account.md).

const REFUND_STATES: Record<string, string> = {
  pending: "being made",
  succeeded: "refunded",
  failed: "refused by Stripe; the owner has been told",
};

export const receipts: AccountSection = {
  id: "receipts",
  title: "Receipts, invoices and refunds",
  empty: "Nothing paid yet.",
  items: async (personId) => {
    const [orders, refunds, invoices] = await Promise.all([
      db()
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.personId, personId), isNotNull(paymentOrders.paidAt)))
        .orderBy(desc(paymentOrders.paidAt)),
      db()
        .select({ refund: paymentRefunds })
        .from(paymentRefunds)
        .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
        .where(eq(paymentOrders.personId, personId)),
      db()
        .select()
        .from(paymentInvoices)
        .where(eq(paymentInvoices.personId, personId))
        .orderBy(desc(paymentInvoices.createdAt)),
    ]);
    return [
      ...orders.map((o) =>
        item({
          key: `order-${o.id}`,
          title: o.title,
          // A card payment's receipt is Stripe's, asked when opened; an invoice's is its invoice below.
          links: o.paymentIntentId
            ? [{ label: "View the receipt", href: href("/account/receipts/:id", { id: String(o.id) }) }]
            : [],
          details: [
            `Paid ${dollars(o.paidCents)} on ${dayLabel(o.paidAt!)}`,
            ...refunds
              .filter(({ refund }) => refund.orderId === o.id && refund.amountCents > 0)
              .map(
                ({ refund }) =>
                  `Refund of ${dollars(refund.amountCents)}: ${REFUND_STATES[refund.status] ?? refund.status}`,
              ),
          ],
        }),
      ),
      ...invoices.map((i) =>
        item({
          key: `invoice-${i.id}`,
          title: `Invoice: ${i.description}`,
          details: [
            `${dollars(i.amountCents)}, ${i.status === "paid" ? "paid" : i.status === "void" ? "void" : "open"}`,
          ],
          links: i.hostedInvoiceUrl ? [{ label: "View the invoice", href: i.hostedInvoiceUrl }] : [],
        }),
      ),
    ];
  },
};
