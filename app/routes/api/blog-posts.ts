import type { Route } from "./+types/blog-posts";
import { blogPostSchema, publicPostsQuerySchema } from "~/schemas/blog-post";
import { createPost, listPublished } from "~/services/blog-posts.server";
import { adminOf, requireAdmin } from "~/admin/access.server";
import { byMethod, jsonError, parseJsonBody, parseQuery } from "~/utils/http.server";

// The list of published posts is public; creating one needs an admin session.
export const middleware = [requireAdmin({ publicMethods: ["GET"] })];

/**
 * GET /api/blog-posts?page=&pageSize=: a page of the public posts (product.md's array, latest first; 20 a
 * page, at most 100); how many there are in all is in X-Total-Count. Public.
 */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ request }) => {
    const parsed = parseQuery(request, publicPostsQuerySchema);
    if ("response" in parsed) return parsed.response;
    const { posts, total } = await listPublished(parsed.data);
    return Response.json(posts, { headers: { "X-Total-Count": String(total) } });
  },
});

/** POST /api/blog-posts: create a post (admin). */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const parsed = await parseJsonBody(request, blogPostSchema);
    if ("response" in parsed) return parsed.response;
    const result = await createPost(parsed.data, adminOf(context).adminUserId);
    if ("error" in result) return jsonError(result.status, result.error, { fields: { slug: result.error } });
    return Response.json(result.post, { status: 201 });
  },
});
