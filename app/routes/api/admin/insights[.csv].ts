import type { Route } from "./+types/insights[.csv]";
import { FUNNEL_CSV_HEADER, funnelCsvRows } from "~/features/insights/funnel-list";
import { insightsRangeSchema } from "~/features/insights/range-schema";
import { insightsFor } from "~/features/insights/insights.server";
import { csvFileName, toCsv } from "~/utils/csv";
import { siteDay } from "~/utils/dates";
import { parseQuery } from "~/utils/http.server";

/**
 * GET /api/admin/insights.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): the funnel by first-touch
 * source, campaign and landing page (visitors, leads, booked, closed, revenue, conversions), as the
 * Insights view shows it (product.md §10.7). A few dozen rows: written at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const range = parseQuery(request, insightsRangeSchema(siteDay()));
  if ("response" in range) return range.response;
  const insights = await insightsFor(range.data);
  return new Response(`\uFEFF${toCsv(FUNNEL_CSV_HEADER, funnelCsvRows(insights))}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName("insights")}"`,
    },
  });
}
