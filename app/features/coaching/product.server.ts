import { eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { clientPacks, packCredits, packs } from "~/db/schema";
import type { PaidProduct, ProductState } from "~/features/payments/product.server";
import { cancellationPolicy } from "~/content/coaching";
import { now } from "~/utils/clock.server";
import { siteDay } from "~/utils/dates";
import { coachingPageUrl, packStartedEmail } from "./emails.server";
import { monthsAfter, packIncludes } from "./pack-days";
import { PACK_PRODUCT } from "./packs.server";

/**
 * A pack as the payments feature sells it (decision 0106's interface; the pack's model is decision
 * 0110). A pack has no capacity: a hold keeps nothing from anyone, a payment always finds its place,
 * and what it buys is a client pack with its credits, made when the payment is taken.
 */

const lockPack = async (tx: Tx, id: number) =>
  (await tx.select().from(packs).where(eq(packs.id, id)).for("update"))[0];

export const packSales: PaidProduct = {
  kind: PACK_PRODUCT,

  async lock(tx, order): Promise<ProductState | undefined> {
    const pack = await lockPack(tx, order.productId);
    if (!pack) return undefined;
    return {
      // Paid is paid: an offer unpublished meanwhile still gives the pack its buyer paid for.
      open: true,
      cancelled: false,
      label: `"${pack.title}" (${packIncludes(pack)})`,
      pageUrl: coachingPageUrl(),
      // No start to count refund terms from: the owner decides a pack's refund (decision 0110).
      startsAt: null,
      givenBack: "your pack ends, with the sessions left in it",
    };
  },

  /** The client pack: `sessions` credits, valid `months` calendar months from the day paid. */
  async confirm(tx, order) {
    const pack = (await lockPack(tx, order.productId))!;
    const startsOn = siteDay(now());
    const [row] = await tx
      .insert(clientPacks)
      .values({
        packId: pack.id,
        personId: order.personId,
        orderId: order.id,
        title: pack.title,
        kind: pack.kind,
        sessions: pack.sessions ?? 0,
        credits: pack.sessions ?? 0,
        schedulerEventTypeUri: pack.schedulerEventTypeUri,
        joinUrl: pack.joinUrl,
        startsOn,
        endsOn: monthsAfter(startsOn, pack.months),
      })
      .returning();
    return { placeId: row.id, emails: [packStartedEmail(row, order)] };
  },

  // Nothing is held from anyone while a pack's payment is open.
  release: async () => {},

  // A refund of part of the payment is the owner's goodwill: the pack stays as it is (decision 0110).
  partRefundKeepsPlace: true,

  /** A pack refunded of all that was left ends: its unused credits removed, no longer live (decision 0110). */
  async giveBack(tx, order) {
    if (!order.placeId) return;
    const [p] = await tx.select().from(clientPacks).where(eq(clientPacks.id, order.placeId)).for("update");
    if (!p || p.status === "refunded") return;
    await tx
      .update(clientPacks)
      .set({ status: "refunded", credits: 0, updatedAt: now() })
      .where(eq(clientPacks.id, p.id));
    await tx
      .insert(packCredits)
      .values({ personId: p.personId, clientPackId: p.id, kind: "refund", change: -p.credits, at: now() });
  },

  // /coaching shows no figure a payment changes.
  changed: async () => {},

  receipt: (_order, state) => ({
    what: `the pack ${state.label}`,
    note: `How to book your calls (or join the office hours) follows in a separate e-mail. ${cancellationPolicy}`,
  }),
};
