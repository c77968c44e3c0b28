import type { Route } from "./+types/people.$id.follow-up";
import { followUpSchema } from "~/features/people/schema";
import { setFollowUp } from "~/features/people/pipeline.server";
import { byMethod, integerId, methodNotAllowed, notFound, parseJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT"]);

/** PUT /api/admin/people/{id}/follow-up { followUpAt: "YYYY-MM-DD" | null } (admin). */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Person");
    const parsed = await parseJsonBody(request, followUpSchema);
    if ("response" in parsed) return parsed.response;
    const row = await setFollowUp(id, parsed.data.followUpAt);
    return row ? Response.json(row) : notFound("Person");
  },
});
