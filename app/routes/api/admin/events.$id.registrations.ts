import type { Route } from "./+types/events.$id.registrations";
import { registrationsEndpoint } from "~/features/events/registrations-endpoint.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/events/{id}/registrations?q=&status=&page=&pageSize= (admin): one page of places
 * (50 by default) in waitlist order, each with its `email` and `status` (the total in
 * X-Total-Count); `format=csv` downloads them all (the attendance import reads it back).
 */
export const loader = endpoint({
  GET: ({ request, params }: Route.LoaderArgs) => registrationsEndpoint(request, params.id),
});
export const action = loader;
