import { apiRead } from "~/admin/read.server";
import { POST_NOT_FOUND } from "~/features/blog/posts.server";
import { listRevisions } from "~/features/blog/revisions.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/blog-posts/{id}/revisions: the post's earlier versions, latest first (admin). */
export const loader = endpoint({ GET: apiRead(POST_NOT_FOUND, ({ id }) => listRevisions(id)) });
export const action = loader;
