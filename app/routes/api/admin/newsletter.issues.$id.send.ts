import type { Route } from "./+types/newsletter.issues.$id.send";
import { issueSendSchema } from "~/features/newsletter/admin-schema";
import { sendIssue } from "~/features/newsletter/issues.server";
import { byMethod, integerId, jsonError, notFound, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/newsletter/issues/{id}/send (admin): `{ sendAt? }`. Without it (or with a time
 * passed) the deliveries are written now; with a later time the issue is scheduled.
 */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Issue");
    // No body at all means "now", like `{}`.
    const empty = (await request.clone().text()).trim() === "";
    const parsed = empty
      ? { data: {} as { sendAt?: string } }
      : await parseJsonBody(request, issueSendSchema);
    if ("response" in parsed) return parsed.response;
    const issue = await sendIssue(id, parsed.data.sendAt ? new Date(parsed.data.sendAt) : undefined);
    return "error" in issue ? jsonError(issue.status, issue.error) : Response.json(issue);
  },
});
