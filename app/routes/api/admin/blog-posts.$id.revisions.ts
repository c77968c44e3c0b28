import type { Route } from "./+types/blog-posts.$id.revisions";
import { POST_NOT_FOUND, listRevisions } from "~/features/blog/posts.server";
import { byMethod, integerId, jsonError } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}/revisions: the post's earlier versions, latest first (admin). */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ params }) => {
    const id = integerId(params.id);
    const revisions = id === undefined ? undefined : await listRevisions(id);
    return revisions ? Response.json(revisions) : jsonError(404, POST_NOT_FOUND);
  },
});
