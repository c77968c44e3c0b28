import type { Route } from "./+types/person-status";
import { personStatusSchema } from "~/schemas/person";
import { setPersonStatus } from "~/services/people-pipeline.server";
import { adminRoute, integerId, notFound } from "~/utils/admin-route.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/http.server";

export const loader = adminRoute<Route.LoaderArgs>(() => methodNotAllowed(["PUT"]));

/** PUT /api/admin/people/{id}/status { status } (admin): sets and records the person's status. */
export const action = adminRoute<Route.ActionArgs>({
  PUT: async ({ request, params, session }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Person");
    const parsed = await parseJsonBody(request, personStatusSchema);
    if ("response" in parsed) return parsed.response;
    const row = await setPersonStatus(id, parsed.data.status, session.adminUserId);
    return row ? Response.json(row) : notFound("Person");
  },
});
