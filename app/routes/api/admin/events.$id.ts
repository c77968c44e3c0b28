import type { Route } from "./+types/events.$id";
import { apiWrite } from "~/admin/write.server";
import { eventJson } from "~/features/events/event-json.server";
import { EVENT_NOT_FOUND, getEvent } from "~/features/events/events-admin.server";
import { removeEvent, saveEvent } from "~/features/events/writes.server";
import { endpoint, integerId, jsonError } from "~/utils/http.server";

/** GET /api/admin/events/{id} (admin). */
async function read({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const event = id ? await getEvent(id) : undefined;
  return event ? Response.json(eventJson(event)) : jsonError(404, EVENT_NOT_FOUND);
}

/** PUT /api/admin/events/{id} (the given fields; `cancelled: true` cancels) and DELETE (admin). */
export const action = endpoint({
  GET: read,
  PUT: apiWrite(saveEvent),
  DELETE: apiWrite(removeEvent),
});
export const loader = action;
