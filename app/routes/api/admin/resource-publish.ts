import type { Route } from "./+types/resource-publish";
import { resourcePublishSchema } from "~/schemas/resource";
import { setResourcePublished } from "~/services/resources-admin.server";
import { adminRoute, integerId, notFound } from "~/utils/admin-route.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/http.server";

export const loader = adminRoute<Route.LoaderArgs>(() => methodNotAllowed(["PATCH"]));

/** PATCH /api/admin/resources/{id}/publish { published } (admin). */
export const action = adminRoute<Route.ActionArgs>({
  PATCH: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Resource");
    const parsed = await parseJsonBody(request, resourcePublishSchema);
    if ("response" in parsed) return parsed.response;
    const row = await setResourcePublished(id, parsed.data.published);
    return row ? Response.json(row) : notFound("Resource");
  },
});
