import type { Route } from "./+types/assessments";
import { assessmentColumns } from "~/features/assessments/list";
import { assessmentListQuerySchema } from "~/schemas/admin-lists";
import { assessmentBatches, listAssessments } from "~/features/assessments/list.server";
import { methodNotAllowed, parseQuery } from "~/utils/http.server";
import { csvResponse, pageResponse } from "~/lists/responses.server";

/**
 * GET /api/admin/assessments?q=&status=&page=&pageSize= (admin), also product.md §7's GET
 * /api/assessments: one page of submissions with all their answers, newest first (product.md's array;
 * the total in X-Total-Count); `format=csv` streams them all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, assessmentListQuerySchema);
  if ("response" in query) return query.response;
  if (query.data.format === "csv")
    return csvResponse("assessment-submissions", assessmentColumns, assessmentBatches(query.data));
  return pageResponse(request, await listAssessments(query.data), query.data);
}

// Submitting is POST /api/assessment (singular).
export function action() {
  return methodNotAllowed(["GET"]);
}
