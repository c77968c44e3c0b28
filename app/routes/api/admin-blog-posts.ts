import type { Route } from "./+types/admin-blog-posts";
import { adminPostsQuerySchema } from "~/schemas/blog-post";
import { listAll } from "~/services/blog-posts.server";
import { byMethod, parseQuery } from "~/utils/http.server";

/**
 * GET /api/admin/blog-posts?page=&pageSize=&q=&status=&category=: a page of every post, drafts and
 * scheduled ones included, without content (admin). The number matching is in X-Total-Count.
 */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ request }) => {
    const parsed = parseQuery(request, adminPostsQuerySchema);
    if ("response" in parsed) return parsed.response;
    const { posts, total } = await listAll(parsed.data);
    return Response.json(posts, { headers: { "X-Total-Count": String(total) } });
  },
});
