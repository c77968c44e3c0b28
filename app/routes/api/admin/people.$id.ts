import { apiRead } from "~/admin/read.server";
import { apiWrite } from "~/admin/write.server";
import { PERSON_NOT_FOUND } from "~/features/people/pipeline.server";
import { getPerson } from "~/features/person-record/record.server";
import { erase } from "~/features/person-record/writes.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/people/{id} (the person and their timeline, newest first) and DELETE (erases them). */
export const action = endpoint({
  GET: apiRead(PERSON_NOT_FOUND, ({ id }) => getPerson(id)),
  DELETE: apiWrite(erase),
});
export const loader = action;
