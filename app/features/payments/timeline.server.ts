import { eq } from "drizzle-orm";
import { paymentInvoices, paymentOrders } from "~/db/schema";
import { columnsOf, timelineSource } from "~/services/timeline-source.server";
import { dollars } from "./money";

// Money on a person's timeline (product.md §10.14): each seat paid for and its refund, each invoice
// with its link and status.

/** Paid seats (and late payments refunded): the payment, then any refund. */
export const paymentsOf = timelineSource({
  read: (tx, person) =>
    tx
      .select({
        id: paymentOrders.id,
        event: paymentOrders.title,
        ...columnsOf(
          paymentOrders,
          "status",
          "quantity",
          "paidCents",
          "refundedCents",
          "paidAt",
          "updatedAt",
        ),
      })
      .from(paymentOrders)
      .where(eq(paymentOrders.personId, person.id)),
  entries: (orders) =>
    orders
      .filter((o) => o.paidAt !== null)
      .flatMap((o) => [
        {
          kind: "payment",
          at: o.paidAt!,
          id: o.id,
          event: o.event,
          // A team's order: the seats bought in it (docs/product/team-seats.md).
          ...(o.quantity > 1 ? { seats: o.quantity } : {}),
          amount: dollars(o.paidCents),
        },
        ...(o.refundedCents > 0
          ? [
              {
                kind: "payment-refund",
                at: o.updatedAt,
                id: o.id,
                event: o.event,
                amount: dollars(o.refundedCents),
              },
            ]
          : []),
      ]),
});

/** Invoices sent for the person's deal, each with its hosted link and Stripe's status. */
export const invoicesOfPerson = timelineSource({
  read: (tx, person) => tx.select().from(paymentInvoices).where(eq(paymentInvoices.personId, person.id)),
  entries: (invoices) =>
    invoices.flatMap((i) => [
      {
        kind: "invoice",
        at: i.createdAt,
        id: i.id,
        description: i.description,
        amount: dollars(i.amountCents),
        status: i.status,
        link: i.hostedInvoiceUrl,
      },
      ...(i.paidAt ? [{ kind: "invoice-paid", at: i.paidAt, id: i.id, amount: dollars(i.amountCents) }] : []),
    ]),
});
