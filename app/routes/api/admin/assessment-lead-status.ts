import type { Route } from "./+types/assessment-lead-status";
import { leadStatusUpdateSchema } from "~/schemas/lead-status";
import { setLeadStatus } from "~/services/admin-lead-status.server";
import { adminRoute, notFound } from "~/utils/admin-route.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/http.server";

export const loader = adminRoute<Route.LoaderArgs>(() => methodNotAllowed(["PUT"]));

/** PUT /api/admin/assessment-lead-status/{id} { leadStatus } (admin): 400 for a bad status, 404 for an unknown id. */
export const action = adminRoute<Route.ActionArgs>({
  PUT: async ({ request, params, session }) => {
    const parsed = await parseJsonBody(request, leadStatusUpdateSchema);
    if ("response" in parsed) return parsed.response;
    const row = await setLeadStatus(params.id ?? "", parsed.data.leadStatus, session.adminUserId);
    if (!row) return notFound("Assessment submission");
    return Response.json(row);
  },
});
