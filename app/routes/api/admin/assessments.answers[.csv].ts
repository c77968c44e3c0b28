import { apiQuery } from "~/admin/read.server";
import { answersQuerySchema } from "~/features/assessments/answers-schema";
import { ANSWERS_CSV_HEADER, answersByQuestion, answersCsvRows } from "~/features/assessments/answers.server";
import { csvFileName, toCsv } from "~/utils/csv";
import { siteDay } from "~/utils/dates";
import { endpoint } from "~/utils/http.server";

/**
 * GET /api/admin/assessments/answers.csv?from&to&level&source (admin): the answers by question as
 * the Quiz/Assessment view shows them (product.md §10.13). A hundred lines or so: written at once.
 */
export const loader = endpoint({
  GET: apiQuery(
    () => answersQuerySchema(siteDay()),
    async (query) => {
      const answers = await answersByQuestion(query, query);
      return new Response(`\uFEFF${toCsv(ANSWERS_CSV_HEADER, answersCsvRows(answers))}`, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${csvFileName("assessment-answers")}"`,
        },
      });
    },
  ),
});
export const action = loader;
