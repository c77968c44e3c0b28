import type { Route } from "./+types/blog-posts.$id.revisions.$revisionId";
import { REVISION_NOT_FOUND, getRevision } from "~/features/blog/posts.server";
import { byMethod, integerId, jsonError } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}/revisions/{revisionId}: one earlier version in full (admin). */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ params }) => {
    const id = integerId(params.id);
    const revisionId = integerId(params.revisionId);
    const revision =
      id === undefined || revisionId === undefined ? undefined : await getRevision(id, revisionId);
    return revision ? Response.json(revision) : jsonError(404, REVISION_NOT_FOUND);
  },
});
