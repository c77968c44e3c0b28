import { apiWrite } from "~/admin/write.server";
import { extendClientPack } from "~/features/coaching/credits.server";
import { endpoint } from "~/utils/http.server";

/** PUT /api/admin/packs/clients/{clientPackId} { endsOn }: a client pack's last day moved (product.md §10.16). */
export const action = endpoint({ PUT: apiWrite(extendClientPack) });
export const loader = action;
