import { adminOf } from "~/admin/access.server";
import type { Route } from "./+types/people.$id.status";
import { personStatusSchema } from "~/features/people/deal-schema";
import { changePersonStatus } from "~/features/people/deals.server";
import { byMethod, integerId, methodNotAllowed, notFound, parseJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["PUT"]);

/**
 * PUT /api/admin/people/{id}/status { status, dealValue?, dealProduct? } (admin): sets and records the
 * person's status; with `closed`, the deal's value in US dollars and what was sold (editable by
 * sending them again).
 */
export const action = byMethod<Route.ActionArgs>({
  PUT: async ({ request, params, context }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Person");
    const parsed = await parseJsonBody(request, personStatusSchema);
    if ("response" in parsed) return parsed.response;
    const row = await changePersonStatus(id, parsed.data, adminOf(context).adminUserId);
    return row ? Response.json(row) : notFound("Person");
  },
});
