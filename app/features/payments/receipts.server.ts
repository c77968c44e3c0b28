import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { paymentOrders } from "~/db/schema";
import { refuse, type Refused } from "~/utils/refusal";
import { stripe, transientStripeError } from "./stripe.server";

export const RECEIPT_NOT_FOUND = "Receipt not found.";
export const RECEIPT_UNREACHABLE = "Stripe did not answer just now: try the receipt again in a minute.";
/** The site has no Stripe keys just now (set up again by the owner): no call was made. */
const RECEIPTS_OFF = "Receipts cannot be reached just now: try again later.";

// A click waits for one quick try, not the client's default (20 s, two retries): the person is looking.
const ASK = { timeout: 8_000, maxNetworkRetries: 1 } as const;

/**
 * Stripe's hosted receipt of a card payment the person made (docs/product/account.md), asked when
 * they open it: Stripe keeps that page up to date with every refund, so its address is not stored.
 * Only the person's own paid orders have one; an order paid by invoice shows its invoice instead.
 * Called outside any transaction (a read at Stripe, nothing written).
 */
export async function ownReceiptUrl(personId: number, orderId: number): Promise<string | Refused> {
  const [order] = await db()
    .select({ intent: paymentOrders.paymentIntentId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.id, orderId),
        eq(paymentOrders.personId, personId),
        isNotNull(paymentOrders.paidAt),
        isNotNull(paymentOrders.paymentIntentId),
      ),
    );
  if (!order?.intent) return refuse(404, RECEIPT_NOT_FOUND);
  const client = stripe();
  if (!client) return refuse(503, RECEIPTS_OFF, { retryAfterSeconds: 3600 });
  try {
    const intent = await client.paymentIntents.retrieve(order.intent, { expand: ["latest_charge"] }, ASK);
    const charge = intent.latest_charge;
    const url = charge && typeof charge === "object" ? charge.receipt_url : null;
    return url ?? refuse(404, RECEIPT_NOT_FOUND);
  } catch (error) {
    if (transientStripeError(error)) return refuse(503, RECEIPT_UNREACHABLE, { retryAfterSeconds: 60 });
    return refuse(404, RECEIPT_NOT_FOUND);
  }
}
