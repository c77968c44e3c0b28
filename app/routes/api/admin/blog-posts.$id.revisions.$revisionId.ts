import { z } from "zod";
import { apiRead } from "~/admin/read.server";
import { rowId } from "~/admin/write.server";
import { REVISION_NOT_FOUND, getRevision } from "~/features/blog/revisions.server";
import { endpoint } from "~/utils/http.server";

const revisionParams = z.object({ id: rowId(REVISION_NOT_FOUND), revisionId: rowId(REVISION_NOT_FOUND) });

/** GET /api/admin/blog-posts/{id}/revisions/{revisionId}: one earlier version in full (admin). */
export const loader = endpoint({
  GET: apiRead(REVISION_NOT_FOUND, ({ id, revisionId }) => getRevision(id, revisionId), revisionParams),
});
export const action = loader;
