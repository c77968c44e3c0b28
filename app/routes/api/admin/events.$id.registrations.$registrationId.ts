import { apiWrite } from "~/admin/write.server";
import { markRegistration } from "~/features/events/writes.server";
import { endpoint } from "~/utils/http.server";

/** PUT /api/admin/events/{id}/registrations/{registrationId} { status } (admin). */
export const action = endpoint({ PUT: apiWrite(markRegistration) });
export const loader = action;
