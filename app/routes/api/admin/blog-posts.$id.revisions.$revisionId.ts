import type { Route } from "./+types/blog-posts.$id.revisions.$revisionId";
import { refusalResponse } from "~/admin/write.server";
import { REVISION_NOT_FOUND, getRevision } from "~/features/blog/revisions.server";
import { isRefused, refuse } from "~/utils/refusal";
import { byMethod, integerId } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}/revisions/{revisionId}: one earlier version in full (admin). */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ params }) => {
    const id = integerId(params.id);
    const revisionId = integerId(params.revisionId);
    const revision =
      id === undefined || revisionId === undefined
        ? refuse(404, REVISION_NOT_FOUND)
        : await getRevision(id, revisionId);
    return isRefused(revision) ? refusalResponse(revision.refused) : Response.json(revision);
  },
});
