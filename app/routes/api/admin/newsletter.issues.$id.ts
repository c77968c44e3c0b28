import type { Route } from "./+types/newsletter.issues.$id";
import { issueUpdateSchema } from "~/features/newsletter/admin-schema";
import { deleteIssue, issueWithResults, updateIssue } from "~/features/newsletter/issues.server";
import { byMethod, integerId, jsonError, notFound, parseJsonBody } from "~/utils/http.server";

/** GET /api/admin/newsletter/issues/{id} (admin): the issue with its results. */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async ({ params }) => {
    const id = integerId(params.id);
    const issue = id && (await issueWithResults(id));
    return issue ? Response.json(issue) : notFound("Issue");
  },
});

/** PUT and DELETE /api/admin/newsletter/issues/{id} (admin); a sending or sent issue answers 409. */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Issue");
    const parsed = await parseJsonBody(request, issueUpdateSchema);
    if ("response" in parsed) return parsed.response;
    const issue = await updateIssue(id, parsed.data);
    return "error" in issue ? jsonError(issue.status, issue.error) : Response.json(issue);
  },
  DELETE: async ({ params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Issue");
    const done = await deleteIssue(id);
    return "error" in done ? jsonError(done.status, done.error) : Response.json(done);
  },
});
