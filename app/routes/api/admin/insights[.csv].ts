import type { Route } from "./+types/insights[.csv]";
import { FUNNEL_CSV_HEADER, funnelCsvRows } from "~/features/insights/funnel-list";
import { insightsRangeSchema } from "~/features/insights/range-schema";
import { insightsFor } from "~/features/insights/insights.server";
import { csvFileName, toCsv } from "~/utils/csv";
import { siteDay } from "~/utils/dates";
import { fieldErrors, jsonError } from "~/utils/http.server";

/**
 * GET /api/admin/insights.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): the funnel by first-touch
 * source, campaign and landing page (visitors, leads, booked, closed, revenue, conversions), as the
 * Insights view shows it (issue 26). A few dozen rows: written at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const range = insightsRangeSchema(siteDay()).safeParse({ from: query.from, to: query.to });
  if (!range.success) {
    const fields = fieldErrors(range.error);
    return jsonError(400, `Invalid ${Object.keys(fields).join(", ")}: ${Object.values(fields)[0]}`, {
      fields,
    });
  }
  const insights = await insightsFor(range.data);
  return new Response(`\uFEFF${toCsv(FUNNEL_CSV_HEADER, funnelCsvRows(insights))}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName("insights")}"`,
    },
  });
}
