import { apiWrite } from "~/admin/write.server";
import { restoreBlogPost } from "~/features/blog/writes.server";
import { endpoint } from "~/utils/http.server";

/**
 * POST /api/admin/blog-posts/{id}/revisions/{revisionId}/restore: makes that version current, as a
 * new save (the version it replaces is kept, so a restore can be undone); answers the post (admin).
 */
export const action = endpoint({ POST: apiWrite(restoreBlogPost) });
export const loader = action;
