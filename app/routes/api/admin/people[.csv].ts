import type { Route } from "./+types/people[.csv]";
import { peopleInBatches } from "~/features/people/directory.server";
import { peopleCsvColumns } from "~/features/people/list";
import { peopleCsvQuerySchema } from "~/features/people/schema";
import { csvResponse } from "~/lists/responses.server";
import { parseQuery } from "~/utils/http.server";

/** GET /api/admin/people.csv (admin): the people matching the list's filters, streamed in batches. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, peopleCsvQuerySchema);
  if ("response" in query) return query.response;
  return csvResponse("people", peopleCsvColumns, peopleInBatches(query.data));
}
