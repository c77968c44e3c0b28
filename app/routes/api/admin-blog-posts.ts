import type { Route } from "./+types/admin-blog-posts";
import { blogPostColumns } from "~/lists/blog-posts";
import { adminPostsQuerySchema } from "~/schemas/blog-post";
import { allPostBatches, listAll } from "~/services/blog-posts.server";
import { byMethod, parseQuery } from "~/utils/http.server";
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
