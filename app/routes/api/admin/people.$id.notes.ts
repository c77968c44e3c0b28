import type { Route } from "./+types/people.$id.notes";
import { apiWrite } from "~/admin/write.server";
import { addNote } from "~/features/people/writes.server";
import { byMethod, methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/admin/people/{id}/notes { body } (admin): adds a plain-text note. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(addNote) });
