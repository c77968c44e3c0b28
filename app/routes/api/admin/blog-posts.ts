import type { Route } from "./+types/blog-posts";
import { blogPostColumns } from "~/features/blog/list";
import { adminPostsQuerySchema, blogPostSchema } from "~/features/blog/schema";
import { allPostBatches, createPost, listAll } from "~/features/blog/posts.server";
import { adminOf } from "~/admin/access.server";
import { byMethod, jsonError, parseJsonBody, parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/blog-posts?page=&pageSize=&q=&status=&category=: a page of every post, drafts and
 * scheduled ones included, without content (admin), like the other admin lists: the number matching
 * in X-Total-Count, `format=csv` streams them all.
 */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ request }) => {
    const parsed = parseQuery(request, adminPostsQuerySchema);
    if ("response" in parsed) return parsed.response;
    if (parsed.data.format === "csv")
      return csvResponse("blog-posts", blogPostColumns, allPostBatches(parsed.data));
    const { posts, total } = await listAll(parsed.data);
    return pageResponse(request, { rows: posts, total }, parsed.data);
  },
});

/** POST /api/admin/blog-posts: create a post (admin); product.md §7's POST /api/blog-posts is this action. */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request, context }) => {
    const parsed = await parseJsonBody(request, blogPostSchema);
    if ("response" in parsed) return parsed.response;
    const result = await createPost(parsed.data, adminOf(context).adminUserId);
    if ("error" in result) return jsonError(result.status, result.error, { fields: { slug: result.error } });
    return Response.json(result.post, { status: 201 });
  },
});
