import { apiWrite } from "~/admin/write.server";
import { changeFollowUp } from "~/features/people/writes.server";
import { endpoint } from "~/utils/http.server";

/** PUT /api/admin/people/{id}/follow-up { followUpAt: "YYYY-MM-DD" | null } (admin). */
export const action = endpoint({ PUT: apiWrite(changeFollowUp) });
export const loader = action;
