import { randomBytes } from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { paymentOrders, type Attribution } from "~/db/schema";
import { now } from "~/utils/clock.server";
import type { OrderRow } from "./product.server";

/**
 * The ledger's orders (decision 0106): products open them through these, never by writing the
 * table. A hold is "live" while `held` and before `holdUntil` on the project's clock: it then counts
 * against what its product has left. This is the one statement of that rule.
 */

/** The SQL condition of a live hold, at `at`. */
export const liveHold = (at: Date = now()) =>
  and(eq(paymentOrders.status, "held"), gt(paymentOrders.holdUntil, at));

/** Whether an order read earlier is a live hold at `at`. */
export const isLiveHold = (o: Pick<OrderRow, "status" | "holdUntil">, at: Date = now()) =>
  o.status === "held" && o.holdUntil > at;

const ofProduct = (product: string, productId: number) =>
  and(eq(paymentOrders.product, product), eq(paymentOrders.productId, productId));

/** The places a product's live holds keep (each order's quantity). */
export async function heldPlaces(tx: Tx | ReturnType<typeof db>, product: string, productId: number) {
  const [{ n }] = await tx
    .select({ n: sql<number>`coalesce(sum(${paymentOrders.quantity}), 0)::int` })
    .from(paymentOrders)
    .where(and(ofProduct(product, productId), liveHold()));
  return n;
}

/** A buyer's live hold on a product (by e-mail, any case), to reuse instead of holding twice. */
export async function liveHoldOf(tx: Tx, product: string, productId: number, email: string) {
  const [open] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        ofProduct(product, productId),
        liveHold(),
        sql`lower(${paymentOrders.email}) = ${email.toLowerCase()}`,
      ),
    );
  return open?.id;
}

/** SQL: the place (e.g. a waitlisted registration) has a live offer on it. */
export const placeHasLiveOffer = (product: string, placeId: unknown, at: Date = now()) =>
  sql`exists (select 1 from ${paymentOrders} where ${paymentOrders.product} = ${product} and ${paymentOrders.placeId} = ${placeId} and ${paymentOrders.status} = 'held' and ${paymentOrders.holdUntil} > ${at})`;

export type Hold = {
  product: string;
  productId: number;
  personId: number;
  name: string;
  email: string;
  attribution?: Attribution;
  title: string;
  /** The product's page, a path of ours (Stripe's page returns there). */
  returnPath: string;
  quantity?: number;
  amountCents: number;
  holdUntil: Date;
  /** A waitlist offer: the place it was offered to; it gets a payment link of its own. */
  offeredPlaceId?: number;
};

/** Opens held orders (in the caller's transaction, under the product's lock). */
export async function openHolds(tx: Tx, holds: Hold[]): Promise<OrderRow[]> {
  if (holds.length === 0) return [];
  const at = now();
  return tx
    .insert(paymentOrders)
    .values(
      holds.map((h) => ({
        product: h.product,
        productId: h.productId,
        personId: h.personId,
        placeId: h.offeredPlaceId ?? null,
        name: h.name,
        email: h.email,
        attribution: h.attribution ?? {},
        title: h.title,
        returnUrl: h.returnPath,
        quantity: h.quantity ?? 1,
        amountCents: h.amountCents,
        status: "held",
        holdUntil: h.holdUntil,
        offerToken: h.offeredPlaceId !== undefined ? randomBytes(24).toString("hex") : null,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning();
}

/** Whether a product has orders at all (it then cannot be deleted: its books would lose them). */
export async function hasOrders(product: string, productId: number): Promise<boolean> {
  const [{ n }] = await db().select({ n: count() }).from(paymentOrders).where(ofProduct(product, productId));
  return n > 0;
}

/** An order as it stands (no lock). */
export const readOrder = async (id: number, tx: Tx | ReturnType<typeof db> = db()) =>
  (await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0] as OrderRow | undefined;

/** The order again, locked for this transaction (after its product's lock). */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for("update");
  return order;
}

export async function setOrder(tx: Tx, id: number, fields: Partial<OrderRow>) {
  await tx
    .update(paymentOrders)
    .set({ ...fields, updatedAt: now() })
    .where(eq(paymentOrders.id, id));
}

/** Held orders whose time is up, oldest first (the holds job releases them). */
export const lapsedHolds = (limit: number) =>
  db()
    .select({ id: paymentOrders.id, product: paymentOrders.product })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, "held"), lte(paymentOrders.holdUntil, now())))
    .limit(limit);

/** Stopped orders whose open Checkout Session Stripe has not yet confirmed closed. */
export const sessionsToClose = (limit: number) =>
  db()
    .select({ id: paymentOrders.id, sessionId: paymentOrders.checkoutSessionId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, "cancelled"),
        isNotNull(paymentOrders.checkoutSessionId),
        isNull(paymentOrders.checkoutClosedAt),
      ),
    )
    .limit(limit);
