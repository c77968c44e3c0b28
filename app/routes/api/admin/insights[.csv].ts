import { apiQuery } from "~/admin/read.server";
import { funnelCsvResponse } from "~/features/insights/funnel-list";
import { insightsRangeSchema } from "~/features/insights/range-schema";
import { insightsFor } from "~/features/insights/insights.server";
import { siteDay } from "~/utils/dates";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/insights.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admin): the funnel by first-touch
 * source, campaign and landing page, as the Insights view shows it (product.md §10.7).
 */
export const loader = endpoint({
  GET: apiQuery(
    () => insightsRangeSchema(siteDay()),
    async (range) => funnelCsvResponse(await insightsFor(range)),
  ),
});
export const action = loader;
