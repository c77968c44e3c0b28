import type { Route } from "./+types/people.$id";
import { apiWrite } from "~/admin/write.server";
import { getPerson } from "~/features/people/record.server";
import { erase } from "~/features/people/writes.server";
import { endpoint, integerId, notFound } from "~/utils/http.server";

/** GET /api/admin/people/{id} (admin): the person and their timeline, newest first. */
async function read({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const person = id && (await getPerson(id));
  return person ? Response.json(person) : notFound("Person");
}

/** DELETE /api/admin/people/{id} (admin): erases the person and everything holding their e-mail. */
export const action = endpoint({
  GET: read,
  DELETE: apiWrite(erase),
});
export const loader = action;
