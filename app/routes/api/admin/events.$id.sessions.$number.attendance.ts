import { apiWrite } from "~/admin/write.server";
import { markSessionAttended } from "~/features/events/writes.server";
import { endpoint } from "~/utils/http.server";

/** PUT /api/admin/events/{id}/sessions/{number}/attendance { registrationId, attended } (admin). */
export const action = endpoint({ PUT: apiWrite(markSessionAttended) });
export const loader = action;
