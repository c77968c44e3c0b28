import { apiRead } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import { deleteIssue, updateIssue } from "~/features/newsletter/issue-writes.server";
import { ISSUE_NOT_FOUND, issueWithResults } from "~/features/newsletter/issues.server";
import { endpoint } from "~/utils/http.server";

/** GET (the issue with its results), PUT and DELETE /api/admin/newsletter/issues/{id} (admin); 409 once sending. */
export const action = endpoint({
  GET: apiRead(ISSUE_NOT_FOUND, ({ id }) => issueWithResults(id)),
  PUT: apiWrite(updateIssue),
  DELETE: apiWrite(deleteIssue),
});
export const loader = action;
