import type { Route } from "./+types/leads";
import { leadColumns } from "~/components/admin/list-columns";
import { leadListQuerySchema } from "~/schemas/admin-lists";
import { leadBatches, listLeads } from "~/services/lists.server";
import { requireAdmin } from "~/utils/admin-access.server";
import { answerJson } from "~/forms/json-answer.server";
import { webinarLeadForm } from "~/forms/webinar.server";
import { parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/utils/list-response.server";

// One module serves /api/leads: GET lists the leads (admin only, product.md §7); POST (webinar
// registration, public) is the lead-capture action and belongs in this same file as `action`.
export const middleware = [requireAdmin({ publicMethods: ["POST"] })];

/**
 * GET /api/leads?q=&page=&pageSize= (admin): one page of webinar registrations and other leads,
 * newest first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, leadListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("webinar-registrations", leadColumns, leadBatches(query.data));
  return pageResponse(request, await listLeads(query.data), query.data);
}

/** POST /api/leads with leadType "webinar" (public): the masterclass registration, refused once the seats are gone. */
export const action = ({ request, context }: Route.ActionArgs) =>
  answerJson(webinarLeadForm, request, context);
