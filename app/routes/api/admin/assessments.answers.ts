import { apiQuery } from "~/admin/read.server";
import { answersQuerySchema } from "~/features/assessments/answers-schema";
import { answersByQuestion } from "~/features/assessments/answers.server";
import { siteDay } from "~/utils/dates";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/assessments/answers?from&to&level&source (admin): how the answers fall, by question,
 * awareness statement, challenge and topic (product.md §10.13).
 */
export const loader = endpoint({
  GET: apiQuery(
    () => answersQuerySchema(siteDay()),
    (query) => answersByQuestion(query, query),
  ),
});
export const action = loader;
