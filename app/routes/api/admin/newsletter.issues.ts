import type { Route } from "./+types/newsletter.issues";
import { apiWrite } from "~/admin/write.server";
import { issueListQuerySchema } from "~/features/newsletter/admin-schema";
import { createIssue } from "~/features/newsletter/issue-writes.server";
import { issueColumns } from "~/features/newsletter/issues-list";
import { issueBatches, listIssues } from "~/features/newsletter/issues-list.server";
import { listEndpoint } from "~/lists/responses.server";
import { byMethod } from "~/utils/http.server";

/**
 * GET /api/admin/newsletter/issues?q=&status=&page=&pageSize= (admin): one page of issues, newest
 * first (product.md's array; the total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = listEndpoint("newsletter-issues", issueListQuerySchema, issueColumns, {
  page: listIssues,
  batches: issueBatches,
});

/** POST /api/admin/newsletter/issues (admin): `{ subject, preheader?, html?, postId? }` → 201. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(createIssue) });
