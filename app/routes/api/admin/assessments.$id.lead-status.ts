import { adminOf } from "~/admin/access.server";
import type { Route } from "./+types/assessments.$id.lead-status";
import { leadStatusUpdateSchema } from "~/features/people/lead-status-schema";
import { setLeadStatus } from "~/features/people/lead-status.server";
import { byMethod, methodNotAllowed, notFound, parseJsonBody } from "~/utils/http.server";

export function loader() {
  return methodNotAllowed(["PUT"]);
}

/**
 * PUT /api/admin/assessments/{id}/lead-status { leadStatus } (admin), also product.md §7's PUT
 * /api/admin/assessment-lead-status/{id}: 400 for a bad status, 404 for an unknown id.
 */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params, context }) => {
    const parsed = await parseJsonBody(request, leadStatusUpdateSchema);
    if ("response" in parsed) return parsed.response;
    const row = await setLeadStatus(params.id ?? "", parsed.data.leadStatus, adminOf(context).adminUserId);
    if (!row) return notFound("Assessment submission");
    return Response.json(row);
  },
});
