import type { Route } from "./+types/assessments.$id.report[.pdf]";
import { reportPdfResponse } from "~/features/assessments/report/report.server";
import { notFound } from "~/utils/http.server";

/** GET /api/admin/assessments/{id}/report.pdf (admin): the assessment's report, from the person's record. */
export async function loader({ params }: Route.LoaderArgs) {
  return (await reportPdfResponse(params.id)) ?? notFound("Assessment");
}
