import type { Route } from "./+types/newsletter.issues.$id";
import { apiWrite, byId, refusalResponse } from "~/admin/write.server";
import { deleteIssue, updateIssue } from "~/features/newsletter/issue-writes.server";
import { ISSUE_NOT_FOUND, issueWithResults } from "~/features/newsletter/issues.server";
import { endpoint, jsonError } from "~/utils/http.server";
import { isRefused } from "~/utils/refusal";

/** GET /api/admin/newsletter/issues/{id} (admin): the issue with its results. */
const read = async ({ params }: Route.LoaderArgs) => {
  const read = byId(ISSUE_NOT_FOUND).safeParse(params);
  if (!read.success) return jsonError(404, ISSUE_NOT_FOUND);
  const issue = await issueWithResults(read.data.id);
  return isRefused(issue) ? refusalResponse(issue.refused) : Response.json(issue);
};

/** PUT and DELETE /api/admin/newsletter/issues/{id} (admin); a sending or sent issue answers 409. */
export const action = endpoint({
  GET: read,
  PUT: apiWrite(updateIssue),
  DELETE: apiWrite(deleteIssue),
});
export const loader = action;
