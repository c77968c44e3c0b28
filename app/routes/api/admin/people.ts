import { peopleBatches, listPeople } from "~/features/people/list.server";
import { peopleColumns } from "~/features/people/list";
import { peopleQuerySchema } from "~/features/people/schema";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/people?q=&status=&source=&from=&to=&page=&pageSize= (admin): one page of people,
 * each with their next call (the array; the total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = endpoint({
  GET: listEndpoint("people", peopleQuerySchema, peopleColumns, { page: listPeople, batches: peopleBatches }),
});
export const action = loader;
