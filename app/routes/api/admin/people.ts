import { apiQuery } from "~/admin/read.server";
import { peopleQuerySchema } from "~/features/people/schema";
import { listPeople } from "~/features/people/directory.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/people?q=&status=&source=&from=&to=&page=&pageSize= (admin): one page of people. */
export const loader = endpoint({ GET: apiQuery(peopleQuerySchema, listPeople) });
export const action = loader;
