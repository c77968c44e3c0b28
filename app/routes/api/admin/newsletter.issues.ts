import type { Route } from "./+types/newsletter.issues";
import { issueCreateSchema } from "~/features/newsletter/admin-schema";
import { createIssue, listIssues } from "~/features/newsletter/issues.server";
import { byMethod, jsonError, parseJsonBody } from "~/utils/http.server";

/** GET /api/admin/newsletter/issues (admin): the issues, newest first. */
export const loader = byMethod<Route.LoaderArgs>({
  GET: async () => Response.json(await listIssues()),
});

/** POST /api/admin/newsletter/issues (admin): `{ subject, preheader?, html?, postId? }` → 201 `{ id, ... }`. */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request }) => {
    const parsed = await parseJsonBody(request, issueCreateSchema);
    if ("response" in parsed) return parsed.response;
    const issue = await createIssue(parsed.data);
    if ("error" in issue) return jsonError(issue.status, issue.error);
    return Response.json(issue, { status: 201 });
  },
});
