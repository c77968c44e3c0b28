import { z } from "zod";
import { apiRead } from "~/admin/read.server";
import { reportPdfResponse } from "~/features/assessments/report/report.server";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/assessments/{id}/report.pdf (admin): the assessment's report, from the person's record. */
export const loader = endpoint({
  GET: apiRead("Assessment not found.", ({ id }) => reportPdfResponse(id), z.object({ id: z.string() })),
});
export const action = loader;
