import type { Route } from "./+types/assessment-report";
import { reportPdfResponse } from "~/features/assessments/report/report.server";
import { notFound } from "~/utils/http.server";

/**
 * GET /assessment/results/{id}/report.pdf: the report of that result (product.md §10.12), for whoever
 * holds the permalink, as the page itself; an unknown or malformed id is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return (await reportPdfResponse(params.id)) ?? notFound("Assessment result");
}
