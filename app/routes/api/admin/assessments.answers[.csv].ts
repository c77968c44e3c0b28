import { endpoint } from "~/utils/http.server";
import type { Route } from "./+types/assessments.answers[.csv]";
import {
  ANSWERS_CSV_HEADER,
  answersByQuestion,
  answersCsvRows,
  readAnswersQuery,
} from "~/features/assessments/answers.server";
import { csvFileName, toCsv } from "~/utils/csv";

/**
 * GET /api/admin/assessments/answers.csv?from&to&level&source (admin): the answers by question as
 * the Quiz/Assessment view shows them (product.md §10.13). A hundred lines or so: written at once.
 */
export const loader = endpoint({
  GET: async ({ request }: Route.LoaderArgs) => {
    const query = readAnswersQuery(request);
    if ("response" in query) return query.response;
    const answers = await answersByQuestion(query.range, query.filter);
    return new Response(`\uFEFF${toCsv(ANSWERS_CSV_HEADER, answersCsvRows(answers))}`, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName("assessment-answers")}"`,
      },
    });
  },
});
export const action = loader;
