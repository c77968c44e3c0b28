import { adminOf } from "~/admin/access.server";
import type { Route } from "./+types/people.$id.notes";
import { personNoteSchema } from "~/features/people/schema";
import { addPersonNote } from "~/features/people/pipeline.server";
import { byMethod, integerId, methodNotAllowed, notFound, parseJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/people/{id}/notes { body } (admin): adds a plain-text note. */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request, params, context }) => {
    const id = integerId(params.id);
    if (!id) return notFound("Person");
    const parsed = await parseJsonBody(request, personNoteSchema);
    if ("response" in parsed) return parsed.response;
    const note = await addPersonNote(id, parsed.data.body, adminOf(context).adminUserId);
    return note ? Response.json(note, { status: 201 }) : notFound("Person");
  },
});
