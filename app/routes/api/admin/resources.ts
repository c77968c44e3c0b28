import { apiWrite } from "~/admin/write.server";
import { resourceColumns } from "~/features/resources/list";
import { listResources, resourceBatches } from "~/features/resources/list.server";
import { createResource } from "~/features/resources/writes.server";
import { listEndpoint } from "~/lists/responses.server";
import { resourceListQuerySchema } from "~/features/resources/schema";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/resources?q=&page=&pageSize= (admin): one page of resources, published or not,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 * POST creates one.
 */
export const action = endpoint({
  GET: listEndpoint("resources", resourceListQuerySchema, resourceColumns, {
    page: listResources,
    batches: resourceBatches,
  }),
  POST: apiWrite(createResource),
});
export const loader = action;
