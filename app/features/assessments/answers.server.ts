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

/** GET /api/admin/assessments/answers's answer (product.md §10.12). */
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

type Row = { kind: string; key: string | null; value: string | null; n: number; average: number | null };

/**
 * How the answers fall for a range (site time zone), level and source: one pass over the stored
 * answers in SQL (jsonb_each over each answer set, the challenges split from their comma list),
 * grouped, on PGlite and PostgreSQL alike. The question and option texts are added here.
 */
export async function answersByQuestion(
  range: InsightsRange,
  filter: AnswersFilter,
): Promise<AnswersByQuestion> {
  const tz = siteTimeZone();
  const where = [
    sql`created_at >= (${range.from}::date::timestamp at time zone ${tz})`,
    sql`created_at < ((${range.to}::date + 1)::timestamp at time zone ${tz})`,
    filter.level !== undefined ? sql`recommended_level = ${filter.level}` : undefined,
    filter.source !== undefined ? sql`${sourceOf(sql`attribution`)} = ${filter.source}` : undefined,
  ].filter((w): w is SQL => w !== undefined);
  const result = await db().execute(sql`
    with a as materialized (
      select knowledge_answers, awareness_answers, topic_interests, challenges
      from assessment_responses where ${sql.join(where, sql` and `)}
    )
    select 'count' as kind, null as key, null as value, count(*)::int as n, null::float8 as average from a
    union all
    select 'knowledge', k.key, k.value, count(*)::int, null
      from a cross join lateral jsonb_each_text(a.knowledge_answers) k group by k.key, k.value
    union all
    select 'awareness', k.key, null, count(*)::int, avg((k.value)::numeric)::float8
      from a cross join lateral jsonb_each(a.awareness_answers) k
      where jsonb_typeof(k.value) = 'number' group by k.key
    union all
    select 'topic', k.key, null, count(*)::int, avg((k.value)::numeric)::float8
      from a cross join lateral jsonb_each(a.topic_interests) k
      where jsonb_typeof(k.value) = 'number' group by k.key
    union all
    select 'challenge', c, null, count(*)::int, null
      from a cross join lateral unnest(string_to_array(a.challenges, ', ')) c
      where c <> '' group by c`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return shape(range, filter, rows);
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function shape(range: InsightsRange, filter: AnswersFilter, rows: Row[]): AnswersByQuestion {
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  const averageOf = (kind: string, key: string) => {
    const avg = of(kind).find((r) => r.key === key)?.average;
    return avg === null || avg === undefined ? null : round(Number(avg), 2);
  };
  const knowledge = of("knowledge");
  const challengeCounts = new Map(of("challenge").map((r) => [r.key ?? "", Number(r.n)]));
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
        knowledge.filter((r) => r.key === q.id && r.value).map((r) => [r.value!, Number(r.n)]),
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
