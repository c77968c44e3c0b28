import type { Route } from "./+types/resources";
import { resourceSchema } from "~/schemas/resource";
import { createResource, listAllResources } from "~/services/resources-admin.server";
import { byMethod, parseJsonBody } from "~/utils/http.server";

/** GET /api/admin/resources (admin): every resource, published or not. */
export async function loader() {
  return Response.json(await listAllResources());
}

/** POST /api/admin/resources (admin): creates a resource. */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request }) => {
    const parsed = await parseJsonBody(request, resourceSchema);
    if ("response" in parsed) return parsed.response;
    return Response.json(await createResource(parsed.data), { status: 201 });
  },
});
