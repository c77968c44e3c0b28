import { apiWrite } from "~/admin/write.server";
import { refundPack } from "~/features/coaching/refunds.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/packs/clients/{clientPackId}/refund { amountCents? } (product.md §10.16). */
export const action = endpoint({ POST: apiWrite(refundPack) });
export const loader = action;
