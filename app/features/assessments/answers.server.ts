import { sql, type SQL } from "drizzle-orm";
import { awarenessStatements } from "~/assessment/awareness";
import { challengeOptions, topicInterestKeys, topicInterestLabels } from "~/assessment/options";
import { knowledgeQuestions } from "~/assessment/questions";
import { db } from "~/db/client.server";
import { parseViewRange, type InsightsRange } from "~/features/insights/range-schema";
import type { CsvCell } from "~/utils/csv";
import { siteDay, siteTimeZone } from "~/utils/dates";
import { answersFilterSchema, type AnswersFilter } from "./answers-schema";

/** GET /api/admin/assessments/answers's answer (product.md §10.13). */
export type AnswersByQuestion = {
  from: string;
  to: string;
  level: number | null;
  source: string | null;
  count: number;
  questions: Array<{
    id: string;
    text: string;
    correctAnswer: string;
    answered: number;
    /** Correct answers over answered ones, 0 to 1 (four decimals); null when none answered. */
    correctRate: number | null;
    answers: Array<{ answer: string; count: number }>;
  }>;
  awareness: Array<{ id: string; text: string; average: number | null }>;
  challenges: Array<{ challenge: string; count: number }>;
  topics: Array<{ id: string; topic: string; average: number | null }>;
};

type Figure = { kind: string; key: string; value: string; n: number; total: string | number };

/**
 * The rollup's days are in the zone it was built in; when the site's zone (a setting read at start) is
 * another, it is rebuilt in this one before it is read, once (the SQL function locks and re-checks).
 */
async function ensureRollupZone(tz: string) {
  const zone = await db().execute(sql`select time_zone from assessment_answer_days_zone where id = 1`);
  const rows = (zone as unknown as { rows: Array<{ time_zone: string }> }).rows;
  if (rows[0]?.time_zone !== tz) await db().execute(sql`select assessment_answer_days_rebuild(${tz})`);
}

/**
 * How the answers fall for a range (site time zone), level and first-touch source (product.md
 * §10.13): summed from the daily rollup the triggers of migration 0022 keep (decision 0101), one
 * scan of the matching days' rows, whatever the number of assessments. Texts are added here.
 */
export async function answersByQuestion(
  range: InsightsRange,
  filter: AnswersFilter,
): Promise<AnswersByQuestion> {
  await ensureRollupZone(siteTimeZone());
  // The whole months inside the range from their month rows, the days before and after from day rows.
  const firstMonth = sql`(date_trunc('month', ${range.from}::date - 1) + interval '1 month')::date`;
  const lastMonthEnd = sql`(date_trunc('month', ${range.to}::date + 1)::date - 1)`;
  const conditions = [
    sql`((period = 'month' and day >= ${firstMonth} and day <= ${lastMonthEnd}) or
      (period = 'day' and day >= ${range.from}::date and day <= ${range.to}::date
        and (day < ${firstMonth} or day > ${lastMonthEnd})))`,
    filter.level !== undefined ? sql`level = ${filter.level}` : undefined,
    filter.source !== undefined ? sql`source = ${filter.source}` : undefined,
  ].filter((w): w is SQL => w !== undefined);
  const result = await db().execute(sql`
    select kind, key, value, sum(n)::int as n, sum(total) as total
    from assessment_answer_days where ${sql.join(conditions, sql` and `)}
    group by kind, key, value having sum(n) <> 0`);
  return shape(range, filter, (result as unknown as { rows: Figure[] }).rows);
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function shape(range: InsightsRange, filter: AnswersFilter, figures: Figure[]): AnswersByQuestion {
  const of = (kind: string) => figures.filter((f) => f.kind === kind);
  const averageOf = (kind: string, key: string) => {
    const f = figures.find((f) => f.kind === kind && f.key === key);
    return f ? round(Number(f.total) / Number(f.n), 2) : null;
  };
  const challengeCounts = new Map(of("challenge").map((f) => [f.key, Number(f.n)]));
  // Every option, named or not, in the wizard's order, then anything else stored; most named first.
  const challengeNames = [...new Set([...challengeOptions, ...challengeCounts.keys()])];
  return {
    from: range.from,
    to: range.to,
    level: filter.level ?? null,
    source: filter.source ?? null,
    count: Number(of("count")[0]?.n ?? 0),
    questions: knowledgeQuestions.map((q) => {
      const counts = new Map(
        of("answer")
          .filter((f) => f.key === q.id)
          .map((f) => [f.value, Number(f.n)]),
      );
      const answered = [...counts.values()].reduce((s, n) => s + n, 0);
      const correct = counts.get(q.correct) ?? 0;
      // The four options in their order, then any other answer stored (none, unless the options change).
      const answers = [...new Set([...q.options, ...counts.keys()])].map((answer) => ({
        answer,
        count: counts.get(answer) ?? 0,
      }));
      return {
        id: q.id,
        text: q.question,
        correctAnswer: q.correct,
        answered,
        correctRate: answered ? round(correct / answered, 4) : null,
        answers,
      };
    }),
    awareness: awarenessStatements.map((s) => ({
      id: s.id,
      text: s.text,
      average: averageOf("awareness", s.id),
    })),
    challenges: challengeNames
      .map((challenge) => ({ challenge, count: challengeCounts.get(challenge) ?? 0 }))
      .sort(
        (a, b) =>
          b.count - a.count || challengeNames.indexOf(a.challenge) - challengeNames.indexOf(b.challenge),
      ),
    topics: topicInterestKeys.map((key) => ({
      id: key,
      topic: topicInterestLabels[key],
      average: averageOf("topic", key),
    })),
  };
}

/** The CSV of the same figures: one line per figure, under one header (the view's "CSV"). */
export const ANSWERS_CSV_HEADER = ["Section", "Item", "Answer", "Count", "Correct", "Rate or average"];

export function answersCsvRows(a: AnswersByQuestion): CsvCell[][] {
  return [
    [
      "Assessments",
      `${a.from} to ${a.to}, ${a.source ? `source ${a.source}` : "any source"}`,
      a.level ? `Level ${a.level}` : "Any level",
      a.count,
      null,
      null,
    ],
    ...a.questions.flatMap((q): CsvCell[][] => [
      ["Question", `${q.id.toUpperCase()}. ${q.text}`, "(answered)", q.answered, null, q.correctRate],
      ...q.answers.map((x): CsvCell[] => [
        "Question",
        `${q.id.toUpperCase()}. ${q.text}`,
        x.answer,
        x.count,
        x.answer === q.correctAnswer ? "yes" : "no",
        null,
      ]),
    ]),
    ...a.awareness.map((s): CsvCell[] => ["Awareness", s.text, null, null, null, s.average]),
    ...a.challenges.map((c): CsvCell[] => ["Challenge", c.challenge, null, c.count, null, null]),
    ...a.topics.map((t): CsvCell[] => ["Topic", t.topic, null, null, null, t.average]),
  ];
}

/**
 * The view's answers (/admin/assessments): the URL's range and filters, or, when they are bad, the
 * last 30 days of every level and source with the reason, so the page still answers (as Insights).
 */
export async function answersForView(url: URL) {
  const params = url.searchParams;
  const today = siteDay();
  const { range, preset, error: rangeError } = parseViewRange(params, today);
  const filter = answersFilterSchema.safeParse({
    level: params.get("level") || undefined,
    source: params.get("source") || undefined,
  });
  const error =
    rangeError ??
    (filter.success
      ? undefined
      : `${filter.error.issues[0].path[0] as string} ${filter.error.issues[0].message}`);
  const answers = await answersByQuestion(
    error ? parseViewRange(new URLSearchParams(), today).range : range,
    filter.success && !error ? filter.data : {},
  );
  return { answers, preset: error ? 30 : preset, error };
}
