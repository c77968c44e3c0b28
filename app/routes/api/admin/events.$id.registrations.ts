import type { Route } from "./+types/events.$id.registrations";
import { registrationColumns } from "~/features/events/registrations-list";
import { csvResponse } from "~/lists/responses.server";
import { registrationJson } from "~/features/events/event-json.server";
import { getEvent, listRegistrations } from "~/features/events/events-admin.server";
import { integerId, methodNotAllowed, notFound } from "~/utils/http.server";

/**
 * GET /api/admin/events/{id}/registrations (admin): every place, in waitlist order, each with its
 * `email` and `status`; `?format=csv` as a download (the attendance import reads it back).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const event = id ? await getEvent(id) : undefined;
  if (!event) return notFound("Event");
  const rows = await listRegistrations(event.id);
  if (new URL(request.url).searchParams.get("format") === "csv")
    return csvResponse(
      `registrations-${event.slug}`,
      registrationColumns,
      (async function* () {
        yield rows;
      })(),
    );
  return Response.json(rows.map(registrationJson));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
