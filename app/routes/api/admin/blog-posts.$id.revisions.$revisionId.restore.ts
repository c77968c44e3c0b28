import type { Route } from "./+types/blog-posts.$id.revisions.$revisionId.restore";
import { apiWrite } from "~/admin/write.server";
import { restoreBlogPost } from "~/features/blog/writes.server";
import { byMethod, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/blog-posts/{id}/revisions/{revisionId}/restore: makes that version current, as a
 * new save (the version it replaces is kept, so a restore can be undone); answers the post (admin).
 */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(restoreBlogPost) });
