import type { Route } from "./+types/blog-post";
import { blogPostSchema } from "~/schemas/blog-post";
import { POST_NOT_FOUND, deletePost, updatePost } from "~/services/blog-posts.server";
import { adminOf } from "~/admin/access.server";
import { byMethod, integerId, jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";

export function loader() {
  return methodNotAllowed(["PUT", "DELETE"]);
}

/** PUT /api/blog-posts/{id} (update) and DELETE /api/blog-posts/{id}: admin only. */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params, context }) => {
    const id = integerId(params.id);
    if (id === undefined) return jsonError(404, POST_NOT_FOUND);
    const parsed = await parseJsonBody(request, blogPostSchema);
    if ("response" in parsed) return parsed.response;
    const result = await updatePost(id, parsed.data, adminOf(context).adminUserId);
    if ("error" in result) {
      return jsonError(
        result.status,
        result.error,
        result.status === 409 ? { fields: { slug: result.error } } : {},
      );
    }
    return Response.json(result.post);
  },
  DELETE: async ({ params }) => {
    const id = integerId(params.id);
    if (id === undefined || !(await deletePost(id))) return jsonError(404, POST_NOT_FOUND);
    return Response.json({ ok: true });
  },
});
