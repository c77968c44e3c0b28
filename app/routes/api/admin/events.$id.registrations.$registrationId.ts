import type { Route } from "./+types/events.$id.registrations.$registrationId";
import { registrationStatusSchema } from "~/features/events/schema";
import { registrationJson } from "~/features/events/event-json.server";
import { setRegistrationStatus } from "~/features/events/events-admin.server";
import {
  byMethod,
  integerId,
  jsonError,
  methodNotAllowed,
  notFound,
  parseJsonBody,
} from "~/utils/http.server";

export function loader() {
  return methodNotAllowed(["PUT"]);
}

/**
 * PUT /api/admin/events/{id}/registrations/{registrationId} with `{ status }` (admin): attendance,
 * a waitlisted person given a seat, or a cancellation (the seat passes to the waitlist).
 */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params }) => {
    const id = integerId(params.id);
    const registrationId = integerId(params.registrationId);
    if (!id || !registrationId) return notFound("Registration");
    const parsed = await parseJsonBody(request, registrationStatusSchema);
    if ("response" in parsed) return parsed.response;
    const result = await setRegistrationStatus(id, registrationId, parsed.data.status);
    if (!result) return notFound("Registration");
    if ("refused" in result) return jsonError(result.refused.status, result.refused.message);
    return Response.json(registrationJson(result));
  },
});
