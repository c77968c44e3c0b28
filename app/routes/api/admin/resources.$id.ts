import type { Route } from "./+types/resources.$id";
import { resourceSchema } from "~/schemas/resource";
import { deleteResource, updateResource } from "~/services/resources-admin.server";
import { byMethod, integerId, methodNotAllowed, notFound, parseJsonBody } from "~/utils/http.server";

export function loader() {
  return methodNotAllowed(["PUT", "DELETE"]);
}

/** PUT and DELETE /api/admin/resources/{id} (admin). */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Resource");
    const parsed = await parseJsonBody(request, resourceSchema);
    if ("response" in parsed) return parsed.response;
    const row = await updateResource(id, parsed.data);
    return row ? Response.json(row) : notFound("Resource");
  },
  DELETE: async ({ params }) => {
    const id = integerId(params.id);
    if (!id || !(await deleteResource(id))) return notFound("Resource");
    return Response.json({ ok: true });
  },
});
