import { integerId, notFound } from "~/utils/http.server";
import type { Route } from "./+types/people.$id.export";
import { exportPerson } from "~/features/people/privacy.server";

/** GET /api/admin/people/{id}/export (admin): everything held about the person, as a JSON download. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const data = id && (await exportPerson(id));
  if (!data) return notFound("Person");
  return Response.json(data, {
    headers: { "Content-Disposition": `attachment; filename="person-${id}-export.json"` },
  });
}
