import type { Route } from "./+types/people";
import { peopleQuerySchema } from "~/features/people/schema";
import { listPeople } from "~/features/people/directory.server";
import { parseQuery } from "~/utils/http.server";

/** GET /api/admin/people?q=&status=&source=&from=&to=&page=&pageSize= (admin): one page of people. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, peopleQuerySchema);
  if ("response" in query) return query.response;
  return Response.json(await listPeople(query.data));
}
