import { eq } from "drizzle-orm";
import { defineWrite } from "~/admin/write.server";
import { db } from "~/db/client.server";
import { clientPacks } from "~/db/schema";
import { readOrder } from "~/features/payments/orders.server";
import { refundOrder } from "~/features/payments/refunds.server";
import { isRefused, refuse } from "~/utils/refusal";
import { CLIENT_PACK_NOT_FOUND, oneClientPack } from "./credits.server";
import { packSales } from "./product.server";
import { packRefundFromForm, packRefundSchema } from "./schema";

/**
 * The owner's refund of a client's pack (product.md §10.16, decision 0110): all that is left of
 * the payment unless they give less, made by the payments feature outside any transaction. A
 * refund of all of it ends the pack (its credits left removed); a refund of part keeps it as it is.
 */
async function refundClientPack(clientPackId: number, amountCents: number | undefined) {
  const [pack] = await db()
    .select({ status: clientPacks.status, orderId: clientPacks.orderId })
    .from(clientPacks)
    .where(eq(clientPacks.id, clientPackId));
  if (!pack) return refuse(404, CLIENT_PACK_NOT_FOUND);
  if (pack.status === "refunded")
    return refuse(409, "This pack was refunded already: nothing is left to refund.");
  const order = await readOrder(pack.orderId);
  if (!order?.paymentIntentId)
    return refuse(409, "This pack has no card payment to refund here: refund its payment in Stripe.");
  const done = await refundOrder(packSales, order.id, amountCents, "owner");
  if (isRefused(done)) return done;
  const [after] = await db()
    .select({ status: clientPacks.status, credits: clientPacks.credits })
    .from(clientPacks)
    .where(eq(clientPacks.id, clientPackId));
  return { id: clientPackId, refundedCents: done.refundedCents, ...after };
}

/** POST /api/admin/packs/clients/{clientPackId}/refund { amountCents? }, and the client pack dialog's "Refund". */
export const refundPack = defineWrite({
  params: oneClientPack,
  input: packRefundSchema,
  fromForm: packRefundFromForm,
  bodyOptional: true,
  run: ({ params, input }) => refundClientPack(params.clientPackId, input.amountCents),
});
