import type { Route } from "./+types/blog-posts";
import { blogPostSchema } from "~/schemas/blog-post";
import { createPost, listPublished } from "~/services/blog-posts.server";
import { requireAdmin } from "~/utils/admin-access.server";
import { byMethod, jsonError, parseJsonBody } from "~/utils/http.server";

// The list of published posts is public; creating one needs an admin session.
export const middleware = [requireAdmin({ publicMethods: ["GET"] })];

/** GET /api/blog-posts: published posts only; public. */
export async function loader() {
  return Response.json(await listPublished());
}

/** POST /api/blog-posts: create a post (admin). */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request }) => {
    const parsed = await parseJsonBody(request, blogPostSchema);
    if ("response" in parsed) return parsed.response;
    const result = await createPost(parsed.data);
    if ("error" in result) return jsonError(result.status, result.error, { fields: { slug: result.error } });
    return Response.json(result.post, { status: 201 });
  },
});
