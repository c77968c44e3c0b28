import type { Route } from "./+types/assessments.$id.lead-status";
import { apiWrite } from "~/admin/write.server";
import { changeLeadStatus } from "~/features/people/lead-status.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT"]);

/**
 * PUT /api/admin/assessments/{id}/lead-status { leadStatus } (admin), also product.md §7's PUT
 * /api/admin/assessment-lead-status/{id}: 400 for a bad status, 404 for an unknown id.
 */
export const action = byMethod<Route.ActionArgs>({ PUT: apiWrite(changeLeadStatus) });
