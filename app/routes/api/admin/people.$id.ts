import { byMethod, integerId, notFound } from "~/utils/http.server";
import { adminOf } from "~/admin/access.server";
import type { Route } from "./+types/people.$id";
import { getPerson } from "~/features/people/record.server";
import { erasePerson } from "~/features/people/privacy.server";

/** GET /api/admin/people/{id} (admin): the person and their timeline, newest first. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const person = id && (await getPerson(id));
  return person ? Response.json(person) : notFound("Person");
}

/** DELETE /api/admin/people/{id} (admin): erases the person and everything holding their e-mail. */
export const action = byMethod<Route.ActionArgs>({
  DELETE: async ({ params, context }) => {
    const id = integerId(params.id);
    if (!id || !(await erasePerson(id, adminOf(context).adminUserId))) return notFound("Person");
    return Response.json({ ok: true });
  },
});
