import type { Route } from "./+types/people";
import { peopleQuerySchema } from "~/schemas/person";
import { listPeople } from "~/services/people-directory.server";
import { adminRoute } from "~/utils/admin-route.server";
import { parseQuery } from "~/utils/http.server";

/** GET /api/admin/people?q=&status=&source=&from=&to=&page=&pageSize= (admin): one page of people. */
export const loader = adminRoute<Route.LoaderArgs>(async ({ request }) => {
  const query = parseQuery(request, peopleQuerySchema);
  if ("response" in query) return query.response;
  return Response.json(await listPeople(query.data));
});
