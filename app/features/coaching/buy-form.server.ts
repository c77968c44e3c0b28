import { eq } from "drizzle-orm";
import { href, type RouterContextProvider } from "react-router";
import { buyMessage } from "~/content/coaching";
import { db } from "~/db/client.server";
import type { Attribution } from "~/db/schema";
import { packs } from "~/db/schema";
import { HOLD_MS, openCheckout } from "~/features/payments/checkout.server";
import { liveHoldOf, openHolds } from "~/features/payments/orders.server";
import { paymentsConfigured } from "~/features/payments/stripe.server";
import { attachToPerson } from "~/features/people/people.server";
import { accepted, type Accepted, type FormSteps } from "~/forms/pipeline.server";
import { replyToPageOrCheckout } from "~/forms/page-reply.server";
import { nowMs } from "~/utils/clock.server";
import { isRefused, refuse, type Refused } from "~/utils/refusal";
import { PACK_PRODUCT } from "./packs.server";
import { buyPackSchema } from "./schema";

type Buy = { name: string; email: string; packId: number };
export type BuyAnswer = { message: string; checkoutUrl: string };

const NOT_ON_SALE = "This pack is not on sale. Please choose another.";
const NOT_NOW = "Buying a pack is not available right now. Please try again later or contact us.";

/**
 * A pack's purchase from /coaching (product.md §10.16): the buyer's person and a held order, in one
 * transaction under the pack's lock (decision 0106's lock order: the product, then the order and the
 * person), then Stripe Checkout after the commit. A second click while the first hold lives reuses
 * it, so Stripe is asked for the same session.
 */
async function buy(input: Buy, attribution: Attribution): Promise<Accepted<BuyAnswer> | Refused> {
  if (!paymentsConfigured()) return refuse(503, NOT_NOW);
  const held = await db().transaction(async (tx) => {
    const [pack] = await tx.select().from(packs).where(eq(packs.id, input.packId)).for("update");
    if (!pack?.published) return refuse(400, NOT_ON_SALE, { field: "packId" });
    const personId = await attachToPerson(tx, {
      email: input.email,
      name: input.name,
      source: "coaching",
      attribution,
    });
    const open = await liveHoldOf(tx, PACK_PRODUCT, pack.id, input.email);
    if (open) return open;
    const [order] = await openHolds(tx, [
      {
        product: PACK_PRODUCT,
        productId: pack.id,
        personId,
        name: input.name,
        email: input.email,
        attribution,
        title: pack.title,
        returnPath: href("/coaching"),
        amountCents: pack.priceCents,
        holdUntil: new Date(nowMs() + HOLD_MS),
      },
    ]);
    return order.id;
  });
  if (isRefused(held)) return held;
  const checkout = await openCheckout(held);
  if (isRefused(checkout)) return checkout;
  return accepted({ message: buyMessage, checkoutUrl: checkout.checkoutUrl });
}

/** /coaching's "Buy" form: the pipeline (rate limit, honeypot, attribution), then Stripe Checkout. */
export const buyPackForm: FormSteps<typeof buyPackSchema, BuyAnswer> = {
  name: "coaching-buy",
  schema: buyPackSchema,
  created: false,
  save: buy,
};

/** The page's action: 303 to the Checkout Session, or the form's reply with its messages. */
export const replyToBuy = (request: Request, context: Readonly<RouterContextProvider>) =>
  replyToPageOrCheckout(buyPackForm, request, context);
