import type { Route } from "./+types/blog-posts.$id";
import { apiWrite, refusalResponse } from "~/admin/write.server";
import { POST_NOT_FOUND, getPost } from "~/features/blog/posts.server";
import { deleteBlogPost, updateBlogPost } from "~/features/blog/writes.server";
import { isRefused, refuse } from "~/utils/refusal";
import { endpoint, integerId } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}: one post in full, whatever its state (the editor; admin). */
const read = async ({ params }: Route.LoaderArgs) => {
  const id = integerId(params.id);
  const post = id === undefined ? refuse(404, POST_NOT_FOUND) : await getPost(id);
  return isRefused(post) ? refusalResponse(post.refused) : Response.json(post);
};

/** PUT and DELETE /api/admin/blog-posts/{id} (admin); product.md §7's /api/blog-posts/{id} too (app/routes.ts). */
export const action = endpoint({
  GET: read,
  PUT: apiWrite(updateBlogPost),
  DELETE: apiWrite(deleteBlogPost),
});
export const loader = action;
