import { apiWrite } from "~/admin/write.server";
import { changeLeadStatus } from "~/features/people/lead-status.server";
import { endpoint } from "~/utils/http.server";

/**
 * PUT /api/admin/assessments/{id}/lead-status { leadStatus } (admin), also product.md §7's PUT
 * /api/admin/assessment-lead-status/{id}: 400 for a bad status, 404 for an unknown id.
 */
export const action = endpoint({ PUT: apiWrite(changeLeadStatus) });
export const loader = action;
