import { clientPackColumns } from "~/features/coaching/list";
import { clientPackBatches, listClientPacks } from "~/features/coaching/list.server";
import { clientPackListQuerySchema } from "~/features/coaching/schema";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/packs/clients?q=&page=&pageSize= (admin): the clients' packs with their credits
 * left and end, newest first; `format=csv` streams them all (product.md §10.16).
 */
export const action = endpoint({
  GET: listEndpoint("pack-clients", clientPackListQuerySchema, clientPackColumns, {
    page: listClientPacks,
    batches: clientPackBatches,
  }),
});
export const loader = action;
