import type { Route } from "./+types/events.$id";
import { eventUpdateSchema } from "~/features/events/schema";
import { eventJson } from "~/features/events/event-json.server";
import { deleteEvent, getEvent, updateEvent } from "~/features/events/events-admin.server";
import { byMethod, integerId, jsonError, notFound, parseJsonBody } from "~/utils/http.server";

/** GET /api/admin/events/{id} (admin). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const event = id ? await getEvent(id) : undefined;
  return event ? Response.json(eventJson(event)) : notFound("Event");
}

/**
 * PUT /api/admin/events/{id}: changes the given fields (a new time or join link re-sends the invite,
 * `cancelled: true` cancels it for everyone); DELETE removes it (a session still to come is
 * cancelled first).
 */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Event");
    const parsed = await parseJsonBody(request, eventUpdateSchema);
    if ("response" in parsed) return parsed.response;
    const result = await updateEvent(id, parsed.data);
    if (!result) return notFound("Event");
    if ("refused" in result) {
      const { status, message, field } = result.refused;
      return jsonError(status, message, field ? { fields: { [field]: message } } : {});
    }
    return Response.json(eventJson(result));
  },
  DELETE: async ({ params }) => {
    const id = integerId(params.id);
    if (!id || !(await deleteEvent(id))) return notFound("Event");
    return Response.json({ ok: true });
  },
});
