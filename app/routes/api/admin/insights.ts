import type { Route } from "./+types/insights";
import { insightsRangeSchema } from "~/features/insights/range-schema";
import { insightsFor } from "~/features/insights/insights.server";
import { siteDay } from "~/utils/dates";
import { fieldErrors, jsonError } from "~/utils/http.server";

/** GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD: the Insights view's figures (admin only). */
export async function loader({ request }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const range = insightsRangeSchema(siteDay()).safeParse({ from: query.from, to: query.to });
  if (!range.success) {
    const fields = fieldErrors(range.error);
    return jsonError(400, `Invalid ${Object.keys(fields).join(", ")}: ${Object.values(fields)[0]}`, {
      fields,
    });
  }
  return Response.json(await insightsFor(range.data));
}
