import { apiWrite } from "~/admin/write.server";
import { packColumns } from "~/features/coaching/list";
import { listPacks, packBatches } from "~/features/coaching/list.server";
import { createPack } from "~/features/coaching/packs.server";
import { packListQuerySchema } from "~/features/coaching/schema";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/packs?q=&page=&pageSize= (admin): one page of coaching packs, published or not,
 * newest first (the total in X-Total-Count); `format=csv` streams them all. POST creates one
 * (product.md §10.16).
 */
export const action = endpoint({
  GET: listEndpoint("packs", packListQuerySchema, packColumns, { page: listPacks, batches: packBatches }),
  POST: apiWrite(createPack),
});
export const loader = action;
