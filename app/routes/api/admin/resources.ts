import type { Route } from "./+types/resources";
import { resourceSchema } from "~/schemas/resource";
import { resourceColumns } from "~/lists/resources";
import { resourceListQuerySchema } from "~/schemas/admin-lists";
import { listResources, resourceBatches } from "~/services/lists.server";
import { createResource } from "~/services/resources-admin.server";
import { byMethod, parseJsonBody, parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/resources?q=&page=&pageSize= (admin): one page of resources, published or not,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, resourceListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("resources", resourceColumns, resourceBatches(query.data));
  return pageResponse(request, await listResources(query.data), query.data);
}

/** POST /api/admin/resources (admin): creates a resource. */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request }) => {
    const parsed = await parseJsonBody(request, resourceSchema);
    if ("response" in parsed) return parsed.response;
    return Response.json(await createResource(parsed.data), { status: 201 });
  },
});
