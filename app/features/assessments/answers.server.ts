import { sql, type SQL } from "drizzle-orm";
import { awarenessStatements } from "~/assessment/awareness";
import { challengeOptions, topicInterestKeys, topicInterestLabels } from "~/assessment/options";
import { knowledgeQuestions } from "~/assessment/questions";
import { db } from "~/db/client.server";
import { insightsRangeSchema, parseViewRange, type InsightsRange } from "~/features/insights/range-schema";
import type { CsvCell } from "~/utils/csv";
import { siteDay, siteTimeZone } from "~/utils/dates";
import { parseQuery } from "~/utils/http.server";
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

/**
 * The first-touch source of a stored attribution, in SQL: the one rule of app/utils/traffic-source.ts
 * (utm_source, else the referrer's host without "www.", else "direct"), so the filter finds what
 * Insights calls that source.
 */
const sourceOf = (attribution: SQL) => sql`coalesce(
  nullif(left(lower(trim(${attribution}->>'utm_source')), 200), ''),
  nullif(regexp_replace(lower(substring(trim(${attribution}->>'referrer')
    from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '^www\\.', ''), ''),
  'direct')`;

type Counted = { key: string; value: string | null; n: number };
type Averages = Record<string, number | null>;

const ratingKeys = [
  ...awarenessStatements.map((s) => ({ column: "awareness_answers", key: s.id, as: `awareness_${s.id}` })),
  ...topicInterestKeys.map((key) => ({ column: "topic_interests", key, as: `topic_${key}` })),
];

/**
 * How the answers fall for a range (site time zone), level and source, in SQL over the stored answers,
 * on PGlite and PostgreSQL alike, in two scans of the matching rows (docs/performance.md has the
 * figures): one groups each question's answer and the challenges' list by grouping sets (no row is
 * multiplied, as jsonb_each would), one averages the ratings. A row's challenges are one comma list
 * of options (product.md §3), so the few distinct lists are split here. Texts are added here too.
 */
export async function answersByQuestion(
  range: InsightsRange,
  filter: AnswersFilter,
): Promise<AnswersByQuestion> {
  const tz = siteTimeZone();
  const conditions = [
    sql`created_at >= (${range.from}::date::timestamp at time zone ${tz})`,
    sql`created_at < ((${range.to}::date + 1)::timestamp at time zone ${tz})`,
    filter.level !== undefined ? sql`recommended_level = ${filter.level}` : undefined,
    filter.source !== undefined ? sql`${sourceOf(sql`attribution`)} = ${filter.source}` : undefined,
  ].filter((w): w is SQL => w !== undefined);
  const where = sql.join(conditions, sql` and `);
  const ids = knowledgeQuestions.map((q) => sql.identifier(q.id));
  const counted = await db().execute(sql`
    select case ${sql.join(
      knowledgeQuestions.map((q) => sql`when grouping(${sql.identifier(q.id)}) = 0 then ${q.id}`),
      sql` `,
    )} when grouping(challenges) = 0 then 'challenges' else 'count' end as key,
      coalesce(${sql.join(ids, sql`, `)}, challenges) as value, count(*)::int as n
    from (
      select ${sql.join(
        knowledgeQuestions.map((q) => sql`knowledge_answers->>${q.id} as ${sql.identifier(q.id)}`),
        sql`, `,
      )}, challenges
      from assessment_responses where ${where}
    ) answers
    group by grouping sets (${sql.join(
      ids.map((id) => sql`(${id})`),
      sql`, `,
    )}, (challenges), ())`);
  const averaged = await db().execute(sql`
    select ${sql.join(
      ratingKeys.map(
        (r) =>
          sql`avg(case when jsonb_typeof(${sql.identifier(r.column)}->${r.key}) = 'number'
            then (${sql.identifier(r.column)}->${r.key})::numeric end)::float8 as ${sql.identifier(r.as)}`,
      ),
      sql`, `,
    )}
    from assessment_responses where ${where}`);
  const rows = (counted as unknown as { rows: Counted[] }).rows;
  const averages = (averaged as unknown as { rows: Averages[] }).rows[0] ?? {};
  return shape(range, filter, rows, averages);
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function shape(
  range: InsightsRange,
  filter: AnswersFilter,
  rows: Counted[],
  averages: Averages,
): AnswersByQuestion {
  const averageOf = (as: string) => {
    const avg = averages[as];
    return avg === null || avg === undefined ? null : round(Number(avg), 2);
  };
  const challengeCounts = new Map<string, number>();
  for (const r of rows.filter((r) => r.key === "challenges" && r.value)) {
    for (const c of r.value!.split(", ").filter(Boolean))
      challengeCounts.set(c, (challengeCounts.get(c) ?? 0) + Number(r.n));
  }
  // Every option, named or not, in the wizard's order, then anything else stored; most named first.
  const challengeNames = [...new Set([...challengeOptions, ...challengeCounts.keys()])];
  return {
    from: range.from,
    to: range.to,
    level: filter.level ?? null,
    source: filter.source ?? null,
    count: Number(rows.find((r) => r.key === "count")?.n ?? 0),
    questions: knowledgeQuestions.map((q) => {
      const counts = new Map(
        rows.filter((r) => r.key === q.id && r.value).map((r) => [r.value!, Number(r.n)]),
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
      average: averageOf(`awareness_${s.id}`),
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
      average: averageOf(`topic_${key}`),
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

/** The answers for a request's query (the API, its CSV and the view read it alike); or its 400. */
export function readAnswersQuery(request: Request) {
  const range = parseQuery(request, insightsRangeSchema(siteDay()));
  if ("response" in range) return range;
  const filter = parseQuery(request, answersFilterSchema);
  if ("response" in filter) return filter;
  return { range: range.data, filter: filter.data };
}

/**
 * The view's answers (/admin/assessments): the URL's range and filters, or, when they are bad, the
 * last 30 days of every level and source with the reason, so the page still answers (as Insights).
 */
export async function answersForView(url: URL) {
  const params = url.searchParams;
  const today = siteDay();
  const { range, error: rangeError } = parseViewRange(params, today);
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
  return { answers, error };
}
