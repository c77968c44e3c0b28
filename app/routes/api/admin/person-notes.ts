import type { Route } from "./+types/person-notes";
import { personNoteSchema } from "~/schemas/person";
import { addPersonNote } from "~/services/people-pipeline.server";
import { adminRoute, integerId, notFound } from "~/utils/admin-route.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/http.server";

export const loader = adminRoute<Route.LoaderArgs>(() => methodNotAllowed(["POST"]));

/** POST /api/admin/people/{id}/notes { body } (admin): adds a plain-text note. */
export const action = adminRoute<Route.ActionArgs>({
  POST: async ({ request, params, session }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Person");
    const parsed = await parseJsonBody(request, personNoteSchema);
    if ("response" in parsed) return parsed.response;
    const note = await addPersonNote(id, parsed.data.body, session.adminUserId);
    return note ? Response.json(note, { status: 201 }) : notFound("Person");
  },
});
