import type { Route } from "./+types/person-export";
import { exportPerson } from "~/services/people-privacy.server";
import { adminRoute, integerId, notFound } from "~/utils/admin-route.server";

/** GET /api/admin/people/{id}/export (admin): everything held about the person, as a JSON download. */
export const loader = adminRoute<Route.LoaderArgs>(async ({ params }) => {
  const id = integerId(params.id);
  const data = id && (await exportPerson(id));
  if (!data) return notFound("Person");
  return Response.json(data, {
    headers: { "Content-Disposition": `attachment; filename="person-${id}-export.json"` },
  });
});
