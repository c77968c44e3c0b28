import { listEndpoint } from "~/lists/responses.server";
import { integerId, jsonError } from "~/utils/http.server";
import { EVENT_NOT_FOUND, getEvent } from "./events-admin.server";
import { registrationColumns } from "./list";
import { listRegistrations, registrationBatches } from "./list.server";
import { registrationListQuerySchema } from "./schema";

/** GET /api/admin/events/{id}/registrations: the event's list endpoint, its CSV named for the event. */
export async function registrationsEndpoint(request: Request, eventId: string) {
  const id = integerId(eventId);
  const event = id ? await getEvent(id) : undefined;
  if (!event) return jsonError(404, EVENT_NOT_FOUND);
  return listEndpoint(`registrations-${event.slug}`, registrationListQuerySchema, registrationColumns, {
    page: (q) => listRegistrations(event.id, q),
    batches: (q) => registrationBatches(event.id, q),
  })({ request });
}
