import { apiWrite } from "~/admin/write.server";
import { eventColumns } from "~/features/events/list";
import { eventBatches, listEvents } from "~/features/events/list.server";
import { eventListQuerySchema } from "~/features/events/schema";
import { saveNewEvent } from "~/features/events/writes.server";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/events?q=&page=&pageSize= (admin): one page of events (50 by default), latest start
 * first, each with its places counted by status (product.md's array; the total in X-Total-Count);
 * `format=csv` streams them all.
 */
const read = listEndpoint("events", eventListQuerySchema, eventColumns, {
  page: listEvents,
  batches: eventBatches,
});

/** POST /api/admin/events (admin): a new event (a draft unless `published: true`). */
export const action = endpoint({
  GET: read,
  POST: apiWrite(saveNewEvent),
});
export const loader = action;
