import { apiQuery } from "~/admin/read.server";
import { insightsRangeSchema } from "~/features/insights/range-schema";
import { insightsFor } from "~/features/insights/insights.server";
import { siteDay } from "~/utils/dates";
import { endpoint } from "~/utils/http.server";

/** GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD: the Insights view's figures (admin only). */
export const loader = endpoint({ GET: apiQuery(() => insightsRangeSchema(siteDay()), insightsFor) });
export const action = loader;
