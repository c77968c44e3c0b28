import type { Tx } from "~/db/client.server";
import type { paymentOrders } from "~/db/schema";
import type { OutgoingEmail } from "~/services/outbox.server";

/**
 * What payments needs of a thing it sells (decision 0106): the order, its money and Stripe are the
 * payments feature's; the place it buys (a seat, a pack) is the product's. Payments calls these
 * inside its own transactions, always in one lock order: the product (`lock`), then the order, then
 * the person. A product never writes payments' tables, and payments never writes the product's.
 */

export type OrderRow = typeof paymentOrders.$inferSelect;

/** The product as an order sees it, read under the product's lock. */
export type ProductState = {
  /** Whether a payment that outlived its hold may still take a place now (a place left, not started). */
  open: boolean;
  /** The product was cancelled by the owner: money taken for it goes back in full. */
  cancelled: boolean;
  /** How the buyer's e-mails name it: `"Title" (Tuesday, March 2, 2027, 10:00 AM – 12:00 PM PST)`. */
  label: string;
  /** Its public page (absolute). */
  pageUrl: string;
  /** When the refund terms count from (the start), or null when it has none. */
  startsAt: Date | null;
  /** What a refund gives back, as its e-mail says it: "your seat is released". */
  givenBack: string;
};

/** The receipt's words: "for {what}.", then the note. */
export type Receipt = { what: string; note: string };

/** Why a paid order is refunded: by the owner, by the client on their page, paid too late, or its product cancelled. */
export type RefundReason = "owner" | "client" | "late" | "cancelled";

export interface PaidProduct {
  /** The `product` column of its orders. */
  readonly kind: string;
  /** Locks what `order` buys for this transaction and reads its state; undefined if it is gone. */
  lock(tx: Tx, order: OrderRow): Promise<ProductState | undefined>;
  /** A paid order: its place confirmed, with the product's own e-mails (an invite), to queue. */
  confirm(tx: Tx, order: OrderRow): Promise<{ placeId: number; emails: OutgoingEmail[] }>;
  /** A hold that ended unpaid (lapsed, expired at Stripe, or stopped): what it kept goes on. */
  release(tx: Tx, order: OrderRow): Promise<void>;
  /** A refunded order's place given back (the seat freed and offered on). */
  giveBack(tx: Tx, order: OrderRow, by: RefundReason): Promise<void>;
  /**
   * Whether a refund of less than what is left of the payment keeps the place (a pack: the owner's
   * goodwill, decision 0110). Otherwise every refund gives the place back (a seat: the terms' half
   * refund is a cancellation).
   */
  readonly partRefundKeepsPlace?: boolean;
  /** Called last in each of payments' transactions that called the product (its pages' version). */
  changed(tx: Tx): Promise<void>;
  /** What the receipt says was bought, and what follows (the invite, the refund terms). */
  receipt(order: OrderRow, state: ProductState): Receipt;
}

/** The products payments can meet, by kind: composed above the features that implement them. */
export type Catalog = (kind: string) => PaidProduct | undefined;

/** A catalog of these products. */
export const catalogOf =
  (...products: PaidProduct[]): Catalog =>
  (kind) =>
    products.find((p) => p.kind === kind);

/** The product of an order's kind, which must be in the catalog (an order of no known kind is a bug). */
export function productOf(catalog: Catalog, kind: string): PaidProduct {
  const product = catalog(kind);
  if (!product) throw new Error(`No product of kind "${kind}" in the catalog`);
  return product;
}
