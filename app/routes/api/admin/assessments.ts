import { assessmentColumns } from "~/features/assessments/list";
import { assessmentBatches, listAssessments } from "~/features/assessments/list.server";
import { listEndpoint } from "~/lists/responses.server";
import { assessmentListQuerySchema } from "~/features/assessments/schema";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/assessments?q=&status=&page=&pageSize= (admin), also product.md §7's GET
 * /api/assessments: one page of submissions with all their answers, newest first (product.md's array;
 * the total in X-Total-Count); `format=csv` streams them all.
 */
export const loader = endpoint({
  GET: listEndpoint("assessment-submissions", assessmentListQuerySchema, assessmentColumns, {
    page: listAssessments,
    batches: assessmentBatches,
  }),
});
export const action = loader;
