import { href } from "react-router";
import {
  dateColumn,
  labelIn,
  type Choice,
  type Column,
  type ListColumns,
  type ListLabels,
} from "~/lists/columns";
import { dollars } from "./money";
import { ORDER_STATUS_LABELS } from "./schema";

/** A row of the ledger (product.md §10.14): an order with its money, and what is being refunded. */
export type OrderListRow = {
  id: number;
  createdAt: Date | string;
  name: string;
  email: string;
  title: string;
  status: string;
  currency: string;
  amountCents: number;
  paidCents: number;
  refundedCents: number;
  pendingRefundCents: number;
  paidAt: Date | string | null;
  paymentIntentId: string | null;
  checkoutSessionId: string | null;
};

export const orderStatusChoices: Choice[] = Object.entries(ORDER_STATUS_LABELS);

/** An amount: "$495" on screen, "495.00" in the CSV (a number a spreadsheet sums); another currency named. */
const money = (header: string, cents: (r: OrderListRow) => number): Column<OrderListRow> => ({
  header,
  value: (r) => `${(cents(r) / 100).toFixed(2)}${r.currency === "usd" ? "" : ` ${r.currency.toUpperCase()}`}`,
  text: (r) =>
    r.currency === "usd" ? dollars(cents(r)) : `${(cents(r) / 100).toFixed(2)} ${r.currency.toUpperCase()}`,
});

export const orderList: ListLabels = {
  title: "Orders",
  csvPath: href("/api/admin/payments/orders"),
  emptyMessage: "No orders yet: they appear when someone starts to pay for a workshop.",
};

export const orderColumns: ListColumns<OrderListRow> = {
  columns: [
    dateColumn("Date", (r) => r.createdAt),
    { header: "Buyer", value: (r) => r.name, className: "font-medium" },
    { header: "Email", value: (r) => r.email },
    { header: "What", value: (r) => r.title, className: "max-w-xs" },
    { header: "Status", value: (r) => labelIn(orderStatusChoices, r.status) },
    money("Amount", (r) => r.amountCents),
    money("Paid", (r) => r.paidCents),
    money("Refunded", (r) => r.refundedCents),
    money("Pending refund", (r) => r.pendingRefundCents),
  ],
  exportColumns: [
    { header: "Order", value: (r) => r.id },
    dateColumn("Paid at", (r) => r.paidAt),
    { header: "Currency", value: (r) => r.currency.toUpperCase() },
    { header: "Stripe payment", value: (r) => r.paymentIntentId },
    { header: "Stripe session", value: (r) => r.checkoutSessionId },
  ],
};

/** A difference's kind as the Payments view names it (ledger.server.ts lists them). */
export const DIFFERENCE_KIND_LABELS = {
  "payment-without-order": "Payment to no order",
  "amount-mismatch": "Wrong amount",
  "currency-mismatch": "Wrong currency",
  "reference-mismatch": "Another order's reference",
  "second-payment": "Second payment",
  "payment-missing-in-books": "Payment not in the books",
  "refund-missing-in-books": "Refund not in the books",
  "invoice-paid-missing-in-books": "Invoice paid at Stripe",
  "books-without-stripe": "Paid in the books only",
  "invoice-without-place": "Invoice paid, no place",
} as const satisfies Record<string, string>;

export type DifferenceKind = keyof typeof DIFFERENCE_KIND_LABELS;
