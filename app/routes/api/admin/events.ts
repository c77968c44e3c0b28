import type { Route } from "./+types/events";
import { eventCreateSchema } from "~/features/events/schema";
import { eventJson } from "~/features/events/event-json.server";
import { createEvent, listEvents } from "~/features/events/events-admin.server";
import { byMethod, jsonError, parseJsonBody } from "~/utils/http.server";

/** GET /api/admin/events (admin): every event, latest start first, with its places counted by status. */
export async function loader() {
  return Response.json((await listEvents()).map(eventJson));
}

/** POST /api/admin/events (admin): a new event (a draft unless `published: true`). */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request }) => {
    const parsed = await parseJsonBody(request, eventCreateSchema);
    if ("response" in parsed) return parsed.response;
    const result = await createEvent(parsed.data);
    if ("refused" in result) {
      const { status, message, field } = result.refused;
      return jsonError(status, message, field ? { fields: { [field]: message } } : {});
    }
    return Response.json(eventJson(result), { status: 201 });
  },
});
