import { defineWrite } from "~/admin/write.server";
import { onePerson } from "~/features/people/writes.server";
import { erasePerson } from "./privacy.server";

/** DELETE /api/admin/people/{id}, and the view's "Erase permanently" (decision 0035). */
export const erase = defineWrite({
  params: onePerson,
  run: ({ params, adminId }) => erasePerson(params.id, adminId),
});
