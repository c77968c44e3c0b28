import { apiRead } from "~/admin/read.server";
import { PERSON_NOT_FOUND } from "~/features/people/pipeline.server";
import { exportPerson } from "~/features/person-record/privacy.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/people/{id}/export (admin): everything held about the person, as a JSON download. */
export const loader = endpoint({
  GET: apiRead(PERSON_NOT_FOUND, async ({ id }) => {
    const data = await exportPerson(id);
    const download = { "Content-Disposition": `attachment; filename="person-${id}-export.json"` };
    return data && Response.json(data, { headers: download });
  }),
});
export const action = loader;
