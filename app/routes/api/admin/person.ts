import type { Route } from "./+types/person";
import { getPerson } from "~/services/people-record.server";
import { erasePerson } from "~/services/people-privacy.server";
import { adminRoute, integerId, notFound } from "~/utils/admin-route.server";

/** GET /api/admin/people/{id} (admin): the person and their timeline, newest first. */
export const loader = adminRoute<Route.LoaderArgs>(async ({ params }) => {
  const id = integerId(params.id);
  const person = id && (await getPerson(id));
  return person ? Response.json(person) : notFound("Person");
});

/** DELETE /api/admin/people/{id} (admin): erases the person and everything holding their e-mail. */
export const action = adminRoute<Route.ActionArgs>({
  DELETE: async ({ params, session }) => {
    const id = integerId(params.id);
    if (!id || !(await erasePerson(id, session.adminUserId))) return notFound("Person");
    return Response.json({ ok: true });
  },
});
