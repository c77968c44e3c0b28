import type { Route } from "./+types/leads";
import { leadColumns } from "~/features/legacy/list";
import { leadListQuerySchema } from "~/schemas/admin-lists";
import { leadBatches, listLeads } from "~/features/legacy/list.server";
import { methodNotAllowed, parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/leads?q=&page=&pageSize= (admin): one page of webinar registrations and other leads,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 * product.md §7's GET /api/leads is this loader too (app/routes/api/leads.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, leadListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("webinar-registrations", leadColumns, leadBatches(query.data));
  return pageResponse(request, await listLeads(query.data), query.data);
}

// Registering is POST /api/leads (public).
export function action() {
  return methodNotAllowed(["GET"]);
}
