import { apiWrite } from "~/admin/write.server";
import { changeCredits } from "~/features/coaching/credits.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/packs/clients/{clientPackId}/credits { change, reason } (product.md §10.16). */
export const action = endpoint({ POST: apiWrite(changeCredits) });
export const loader = action;
