import type { Route } from "./+types/resources.$id.publish";
import { resourcePublishSchema } from "~/schemas/resource";
import { setResourcePublished } from "~/services/resources-admin.server";
import { byMethod, integerId, methodNotAllowed, notFound, parseJsonBody } from "~/utils/http.server";

export function loader() {
  return methodNotAllowed(["PATCH"]);
}

/** PATCH /api/admin/resources/{id}/publish { published } (admin). */
export const action = byMethod<Route.ActionArgs>({
  PATCH: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Resource");
    const parsed = await parseJsonBody(request, resourcePublishSchema);
    if ("response" in parsed) return parsed.response;
    const row = await setResourcePublished(id, parsed.data.published);
    return row ? Response.json(row) : notFound("Resource");
  },
});
