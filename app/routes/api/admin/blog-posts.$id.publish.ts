import type { Route } from "./+types/blog-posts.$id.publish";
import { publishSchema } from "~/features/blog/schema";
import { POST_NOT_FOUND, setPublished } from "~/features/blog/posts.server";
import { byMethod, integerId, jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";

export function loader() {
  return methodNotAllowed(["PATCH"]);
}

/**
 * PATCH /api/admin/blog-posts/{id}/publish with { published } (admin), also product.md §7's PATCH
 * /api/blog-posts/{id}/publish.
 */
export const action = byMethod<Route.ActionArgs>({
  PATCH: async ({ request, params }) => {
    const id = integerId(params.id);
    if (id === undefined) return jsonError(404, POST_NOT_FOUND);
    const parsed = await parseJsonBody(request, publishSchema);
    if ("response" in parsed) return parsed.response;
    const result = await setPublished(id, parsed.data.published);
    if ("error" in result) return jsonError(result.status, result.error);
    return Response.json(result.post);
  },
});
