import type { Route } from "./+types/insights";
import { insightsRangeSchema } from "~/features/insights/range-schema";
import { insightsFor } from "~/features/insights/insights.server";
import { siteDay } from "~/utils/dates";
import { parseQuery } from "~/utils/http.server";

/** GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD: the Insights view's figures (admin only). */
export async function loader({ request }: Route.LoaderArgs) {
  const range = parseQuery(request, insightsRangeSchema(siteDay()));
  if ("response" in range) return range.response;
  return Response.json(await insightsFor(range.data));
}
