import type { Route } from "./+types/blog-posts.$id";
import { blogPostSchema } from "~/features/blog/schema";
import { POST_NOT_FOUND, deletePost, getPost, updatePost } from "~/features/blog/posts.server";
import { adminOf } from "~/admin/access.server";
import { byMethod, integerId, jsonError, parseJsonBody } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}: one post in full, whatever its state (the editor; admin). */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ params }) => {
    const id = integerId(params.id);
    const post = id === undefined ? undefined : await getPost(id);
    return post ? Response.json(post) : jsonError(404, POST_NOT_FOUND);
  },
});

/**
 * PUT /api/admin/blog-posts/{id} (update) and DELETE (admin); product.md §7's PUT and DELETE
 * /api/blog-posts/{id} are this module too (app/routes.ts).
 */
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
