import type { Route } from "./+types/newsletter.issues.$id.[test]";
import { issueTestSchema } from "~/features/newsletter/admin-schema";
import { sendTest } from "~/features/newsletter/issues.server";
import { byMethod, integerId, jsonError, notFound, parseJsonBody, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/newsletter/issues/{id}/test (admin): `{ to }`, one copy through the outbox. */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Issue");
    const parsed = await parseJsonBody(request, issueTestSchema);
    if ("response" in parsed) return parsed.response;
    const done = await sendTest(id, parsed.data.to);
    return "error" in done ? jsonError(done.status, done.error) : Response.json(done, { status: 202 });
  },
});
