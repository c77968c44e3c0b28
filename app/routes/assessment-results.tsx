import { data, href, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/assessment-results";
import { AssessmentResultView } from "~/features/assessments/wizard/assessment-result-view";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { site } from "~/content/site";
import { getAssessmentResult } from "~/features/assessments/assessments.server";
import { assessmentReport } from "~/features/assessments/report/report.server";

/** A result is reachable by its unguessable link only: unknown or malformed ids are a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const [result, report] = await Promise.all([getAssessmentResult(params.id), assessmentReport(params.id)]);
  if (!result || !report) throw data(null, { status: 404 });
  // product.md §10.13: the report, and its PDF at the permalink's URL + /report.pdf.
  const pdfHref = href("/assessment/results/:id/report.pdf", { id: result.id });
  return { result, report: { content: report, pdfHref } };
}

export function headers() {
  // Personal results: never indexed, never kept by shared caches.
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export function meta({ error }: Route.MetaArgs) {
  const title = error ? "404 Page Not Found" : `Your Assessment Results | ${site.name}`;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

// Here rather than at the root so this route's meta (title, noindex) still applies to the 404.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}

export default function AssessmentResultsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <AssessmentResultView result={loaderData.result} report={loaderData.report} />
    </main>
  );
}
