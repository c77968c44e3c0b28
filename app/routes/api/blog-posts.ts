import type { Route } from "./+types/blog-posts";
import { requireAdmin } from "~/features/security/gates.server";
import { apiWrite } from "~/admin/write.server";
import { listPublished } from "~/features/blog/posts.server";
import { publicPostsQuerySchema } from "~/features/blog/schema";
import { createBlogPost } from "~/features/blog/writes.server";
import { endpoint, parseQuery } from "~/utils/http.server";

// The list of published posts is public; creating one needs an admin session.
export const middleware = [requireAdmin({ publicMethods: ["GET"] })];

/**
 * GET /api/blog-posts?page=&pageSize=: a page of the public posts (product.md's array, latest first; 20 a
 * page, at most 100); how many there are in all is in X-Total-Count. Public.
 */
const read = async ({ request }: Route.LoaderArgs) => {
  const parsed = parseQuery(request, publicPostsQuerySchema);
  if ("response" in parsed) return parsed.response;
  const { posts, total } = await listPublished(parsed.data);
  return Response.json(posts, { headers: { "X-Total-Count": String(total) } });
};

/** POST /api/blog-posts (admin, product.md §7): the same write as POST /api/admin/blog-posts. */
export const action = endpoint({
  GET: read,
  POST: apiWrite(createBlogPost),
});
export const loader = action;
