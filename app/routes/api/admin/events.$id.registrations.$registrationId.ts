import type { Route } from "./+types/events.$id.registrations.$registrationId";
import { apiWrite } from "~/admin/write.server";
import { markRegistration } from "~/features/events/writes.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT"]);

/** PUT /api/admin/events/{id}/registrations/{registrationId} { status } (admin). */
export const action = byMethod<Route.ActionArgs>({ PUT: apiWrite(markRegistration) });
