import type { Route } from "./+types/resource-requests";
import { resourceRequestColumns } from "~/features/legacy/list";
import { resourceRequestListQuerySchema } from "~/schemas/admin-lists";
import { resourceRequestBatches, listResourceRequests } from "~/features/legacy/list.server";
import { parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/resource-requests?q=&page=&pageSize= (admin): one page of requests, newest first
 * (an array; the total in X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, resourceRequestListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("resource-requests", resourceRequestColumns, resourceRequestBatches(query.data));
  return pageResponse(request, await listResourceRequests(query.data), query.data);
}
