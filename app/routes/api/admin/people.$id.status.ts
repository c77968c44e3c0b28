import { adminOf } from "~/admin/access.server";
import type { Route } from "./+types/people.$id.status";
import { personStatusSchema } from "~/schemas/person";
import { setPersonStatus } from "~/services/people-pipeline.server";
import { byMethod, integerId, methodNotAllowed, notFound, parseJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT"]);

/** PUT /api/admin/people/{id}/status { status } (admin): sets and records the person's status. */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params, context }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Person");
    const parsed = await parseJsonBody(request, personStatusSchema);
    if ("response" in parsed) return parsed.response;
    const row = await setPersonStatus(id, parsed.data.status, adminOf(context).adminUserId);
    return row ? Response.json(row) : notFound("Person");
  },
});
