import type { Route } from "./+types/resources";
import { resourceSchema } from "~/schemas/resource";
import { createResource, listAllResources } from "~/services/resources-admin.server";
import { adminRoute } from "~/utils/admin-route.server";
import { parseJsonBody } from "~/utils/http.server";

/** GET /api/admin/resources (admin): every resource, published or not. */
export const loader = adminRoute<Route.LoaderArgs>(async () => Response.json(await listAllResources()));

/** POST /api/admin/resources (admin): creates a resource. */
export const action = adminRoute<Route.ActionArgs>({
  POST: async ({ request }) => {
    const parsed = await parseJsonBody(request, resourceSchema);
    if ("response" in parsed) return parsed.response;
    return Response.json(await createResource(parsed.data), { status: 201 });
  },
});
