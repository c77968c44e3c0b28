import { apiQuery } from "~/admin/read.server";
import { peopleInBatches } from "~/features/people/directory.server";
import { peopleCsvColumns } from "~/features/people/list";
import { peopleCsvQuerySchema } from "~/features/people/schema";
import { csvResponse } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/people.csv (admin): the people matching the list's filters, streamed in batches. */
export const loader = endpoint({
  GET: apiQuery(peopleCsvQuerySchema, async (query) =>
    csvResponse("people", peopleCsvColumns, peopleInBatches(query)),
  ),
});
export const action = loader;
