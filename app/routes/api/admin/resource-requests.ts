import { resourceRequestColumns } from "~/features/legacy/list";
import { listResourceRequests, resourceRequestBatches } from "~/features/legacy/list.server";
import { listEndpoint } from "~/lists/responses.server";
import { resourceRequestListQuerySchema } from "~/features/legacy/schema";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/resource-requests?q=&page=&pageSize= (admin): one page of requests, newest first
 * (an array; the total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = endpoint({
  GET: listEndpoint("resource-requests", resourceRequestListQuerySchema, resourceRequestColumns, {
    page: listResourceRequests,
    batches: resourceRequestBatches,
  }),
});
export const action = loader;
