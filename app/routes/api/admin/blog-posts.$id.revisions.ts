import type { Route } from "./+types/blog-posts.$id.revisions";
import { refusalResponse } from "~/admin/write.server";
import { POST_NOT_FOUND } from "~/features/blog/posts.server";
import { listRevisions } from "~/features/blog/revisions.server";
import { isRefused, refuse } from "~/utils/refusal";
import { byMethod, integerId } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}/revisions: the post's earlier versions, latest first (admin). */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ params }) => {
    const id = integerId(params.id);
    const revisions = id === undefined ? refuse(404, POST_NOT_FOUND) : await listRevisions(id);
    return isRefused(revisions) ? refusalResponse(revisions.refused) : Response.json(revisions);
  },
});
