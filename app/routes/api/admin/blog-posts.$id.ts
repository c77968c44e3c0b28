import { apiRead } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import { POST_NOT_FOUND, getPost } from "~/features/blog/posts.server";
import { deleteBlogPost, updateBlogPost } from "~/features/blog/writes.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET (one post in full, whatever its state: the editor), PUT and DELETE /api/admin/blog-posts/{id}
 * (admin); product.md §7's /api/blog-posts/{id} too (app/routes.ts).
 */
export const action = endpoint({
  GET: apiRead(POST_NOT_FOUND, ({ id }) => getPost(id)),
  PUT: apiWrite(updateBlogPost),
  DELETE: apiWrite(deleteBlogPost),
});
export const loader = action;
