import { apiWrite } from "~/admin/write.server";
import { addNote } from "~/features/people/writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/people/{id}/notes { body } (admin): adds a plain-text note. */
export const action = endpoint({ POST: apiWrite(addNote) });
export const loader = action;
