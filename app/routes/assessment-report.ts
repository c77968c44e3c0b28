import { z } from "zod";
import { apiRead } from "~/admin/read.server";
import { reportPdfResponse } from "~/features/assessments/report/report.server";
import { endpoint } from "~/utils/http.server";

/**
 * GET /assessment/results/{id}/report.pdf: the report of that result (product.md §10.13), for whoever
 * holds the permalink, as the page itself; an unknown or malformed id is a 404.
 */
export const loader = endpoint({
  GET: apiRead(
    "Assessment result not found.",
    ({ id }) => reportPdfResponse(id),
    z.object({ id: z.string() }),
  ),
});
