import { apiWrite } from "~/admin/write.server";
import { changeFollowUp } from "~/features/people/writes.server";
import { endpoint } from "~/utils/http.server";

/** PUT /api/admin/people/{id}/follow-up { followUpAt: "YYYY-MM-DD" | null } (admin). */
export const { loader, action } = endpoint({ PUT: apiWrite(changeFollowUp) });
