import { endpoint } from "~/utils/http.server";
import type { Route } from "./+types/assessments.answers";
import { answersByQuestion, readAnswersQuery } from "~/features/assessments/answers.server";

/**
 * GET /api/admin/assessments/answers?from&to&level&source (admin): how the answers fall, by question,
 * awareness statement, challenge and topic (product.md §10.13).
 */
export const loader = endpoint({
  GET: async ({ request }: Route.LoaderArgs) => {
    const query = readAnswersQuery(request);
    if ("response" in query) return query.response;
    return Response.json(await answersByQuestion(query.range, query.filter));
  },
});
export const action = loader;
