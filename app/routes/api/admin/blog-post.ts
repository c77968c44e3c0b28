import type { Route } from "./+types/blog-post";
import { POST_NOT_FOUND, getPost } from "~/services/blog-posts.server";
import { byMethod, integerId, jsonError } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}: one post in full, whatever its state (the editor; admin). */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ params }) => {
    const id = integerId(params.id);
    const post = id === undefined ? undefined : await getPost(id);
    return post ? Response.json(post) : jsonError(404, POST_NOT_FOUND);
  },
});
