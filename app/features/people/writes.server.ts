import { byId, defineWrite } from "~/admin/write.server";
import { changePersonStatus } from "./deals.server";
import { personStatusSchema } from "./deal-schema";
import { addPersonNote, PERSON_NOT_FOUND, setFollowUp } from "./pipeline.server";
import { followUpSchema, personNoteSchema } from "./schema";

// The writes on a person (product.md §10.4 and §10.7), each defined once for its JSON endpoint under
// /api/admin/people/{id} and the person view's forms (docs/conventions.md, decision 0094).

/** The params of every write on one person: its id, refused (404) when it names nobody. */
export const onePerson = byId(PERSON_NOT_FOUND);

/** PUT /api/admin/people/{id}/status { status, dealValue?, dealProduct? }, and the view's status form. */
export const changeStatus = defineWrite({
  params: onePerson,
  input: personStatusSchema,
  run: ({ params, input, adminId }) => changePersonStatus(params.id, input, adminId),
});

/** POST /api/admin/people/{id}/notes { body }, and the view's note form. */
export const addNote = defineWrite({
  params: onePerson,
  input: personNoteSchema,
  creates: true,
  run: ({ params, input, adminId }) => addPersonNote(params.id, input.body, adminId),
});

/** PUT /api/admin/people/{id}/follow-up { followUpAt: "YYYY-MM-DD" | null }, and the view's date form. */
export const changeFollowUp = defineWrite({
  params: onePerson,
  input: followUpSchema,
  run: ({ params, input }) => setFollowUp(params.id, input.followUpAt),
});

/** The view's "Clear follow-up": the same write, its date null whatever the form's date field holds. */
export const clearFollowUp = { ...changeFollowUp, fromForm: () => ({ followUpAt: null }) };
