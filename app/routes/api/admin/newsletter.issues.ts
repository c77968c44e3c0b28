import { apiWrite } from "~/admin/write.server";
import { issueListQuerySchema } from "~/features/newsletter/admin-schema";
import { createIssue } from "~/features/newsletter/issue-writes.server";
import { issueColumns } from "~/features/newsletter/issues-list";
import { issueBatches, listIssues } from "~/features/newsletter/issues-list.server";
import { listEndpoint } from "~/lists/responses.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/newsletter/issues?q=&status=&page=&pageSize= (admin): one page of issues, newest
 * first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
const read = listEndpoint("newsletter-issues", issueListQuerySchema, issueColumns, {
  page: listIssues,
  batches: issueBatches,
});

/** POST /api/admin/newsletter/issues (admin): `{ subject, preheader?, html?, postId? }` → 201. */
export const action = endpoint({
  GET: read,
  POST: apiWrite(createIssue),
});
export const loader = action;
