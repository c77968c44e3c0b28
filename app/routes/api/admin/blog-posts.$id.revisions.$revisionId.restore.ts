import type { Route } from "./+types/blog-posts.$id.revisions.$revisionId.restore";
import { POST_NOT_FOUND, restoreRevision } from "~/features/blog/posts.server";
import { adminOf } from "~/admin/access.server";
import { byMethod, integerId, jsonError, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/blog-posts/{id}/revisions/{revisionId}/restore: makes that version current, as a
 * new save (the version it replaces is kept, so a restore can be undone); answers the post (admin).
 */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ params, context }) => {
    const id = integerId(params.id);
    const revisionId = integerId(params.revisionId);
    if (id === undefined || revisionId === undefined) return jsonError(404, POST_NOT_FOUND);
    const result = await restoreRevision(id, revisionId, adminOf(context).adminUserId);
    if ("error" in result)
      return jsonError(
        result.status,
        result.error,
        result.status === 409 ? { fields: { slug: result.error } } : {},
      );
    return Response.json(result.post);
  },
});
