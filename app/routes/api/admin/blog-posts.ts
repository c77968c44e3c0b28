import { apiWrite } from "~/admin/write.server";
import { blogPostColumns } from "~/features/blog/list";
import { adminPostsQuerySchema } from "~/features/blog/schema";
import { listPosts, postBatches } from "~/features/blog/list.server";
import { createBlogPost } from "~/features/blog/writes.server";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/blog-posts?page=&pageSize=&q=&status=&category=: a page of every post, drafts and
 * scheduled ones included, without content (admin), like the other admin lists: the number matching
 * in X-Total-Count, `format=csv` streams them all.
 */
const read = listEndpoint("blog-posts", adminPostsQuerySchema, blogPostColumns, {
  page: listPosts,
  batches: postBatches,
});

/** POST /api/admin/blog-posts: create a post (admin); product.md §7's POST /api/blog-posts too. */
export const action = endpoint({
  GET: read,
  POST: apiWrite(createBlogPost),
});
export const loader = action;
