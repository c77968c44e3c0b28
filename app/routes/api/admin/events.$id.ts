import { apiRead } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import { eventJson } from "~/features/events/event-json.server";
import { EVENT_NOT_FOUND, getEvent } from "~/features/events/events-admin.server";
import { removeEvent, saveEvent } from "~/features/events/writes.server";
import { endpoint } from "~/utils/http.server";

/** GET, PUT (the given fields; `cancelled: true` cancels) and DELETE /api/admin/events/{id} (admin). */
export const action = endpoint({
  GET: apiRead(EVENT_NOT_FOUND, async ({ id }) => {
    const event = await getEvent(id);
    return event && eventJson(event);
  }),
  PUT: apiWrite(saveEvent),
  DELETE: apiWrite(removeEvent),
});
export const loader = action;
