/**
 * The answers by question read a daily rollup kept by triggers (decision 0101): whatever writes
 * assessment_responses, the API answers what a direct computation over the stored rows gives
 * (product.md §10.13), by site day (daylight-saving days included), level and first-touch source.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { awarenessStatements } from "~/assessment/awareness";
import { topicInterestKeys } from "~/assessment/options";
import { knowledgeQuestions } from "~/assessment/questions";
import { db } from "~/db/client.server";
import { assessmentResponses, people } from "~/db/schema";
import { erasePerson } from "~/features/person-record/privacy.server";
import * as answersApi from "~/routes/api/admin/assessments.answers";
import { DEFAULT_TIME_ZONE, setSiteTimeZone, siteDay } from "~/utils/dates";
import { trafficSource } from "~/utils/traffic-source";
import { adminCookie, createTestAdmin } from "../setup/admin-session";
import { setupTestDatabase } from "../setup/db";
import { callRoute } from "../setup/route";
import { knowledgeAnswers, ratings, validSubmission } from "./assessment-fixture";

setupTestDatabase();

let cookie: string;
let adminId: number;
let n = 0;

type Row = typeof assessmentResponses.$inferSelect;

/** Assessments as the wizard stores them, in one INSERT (a bulk insert is one trigger call). */
async function store(...rows: Array<{ at: string; level: number; correct: number; source?: object }>) {
  const s = validSubmission();
  const persons = await db()
    .insert(people)
    .values(rows.map(() => ({ email: `r${++n}@example.com`, sources: ["assessment"] })))
    .returning();
  return db()
    .insert(assessmentResponses)
    .values(
      rows.map((o, i) => ({
        ...s,
        email: persons[i].email,
        personId: persons[i].id,
        challenges: (i % 2 ? ["Other"] : s.challenges).join(", "),
        formatPreferences: s.formatPreferences.join(", "),
        knowledgeAnswers: knowledgeAnswers(o.correct),
        knowledgeScore: o.correct * 5,
        awarenessAnswers: ratings(1 + (i % 5), 2, 3, 4, 5 - (i % 3)),
        awarenessScore: 15,
        topicInterests: { ...s.topicInterests, budgeting: 1 + ((n + i) % 5) },
        recommendedLevel: o.level,
        attribution: (o.source ?? {}) as Row["attribution"],
        createdAt: new Date(o.at),
      })),
    )
    .returning();
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
const average = (xs: number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length, 2) : null);

/** The figures computed in JavaScript from the stored rows: the oracle the rollup must equal. */
async function direct(from: string, to: string, filter: { level?: number; source?: string } = {}) {
  const rows = (await db().select().from(assessmentResponses)).filter((r) => {
    const day = siteDay(r.createdAt);
    const attribution = (r.attribution ?? {}) as { utm_source?: string; referrer?: string };
    return (
      day >= from &&
      day <= to &&
      (filter.level === undefined || r.recommendedLevel === filter.level) &&
      (filter.source === undefined || trafficSource(attribution) === filter.source)
    );
  });
  const challenges = new Map<string, number>();
  for (const c of rows.flatMap((r) => r.challenges.split(", ").filter(Boolean)))
    challenges.set(c, (challenges.get(c) ?? 0) + 1);
  return {
    count: rows.length,
    questions: knowledgeQuestions.map((q) => ({
      id: q.id,
      answered: rows.filter((r) => r.knowledgeAnswers[q.id]).length,
      answers: q.options.map((answer) => ({
        answer,
        count: rows.filter((r) => r.knowledgeAnswers[q.id] === answer).length,
      })),
    })),
    awareness: awarenessStatements.map((s) => average(rows.map((r) => r.awarenessAnswers[s.id]))),
    topics: topicInterestKeys.map((k) => average(rows.map((r) => r.topicInterests[k]))),
    challenges: Object.fromEntries([...challenges].sort()),
  };
}

/** The API's answer, in the oracle's shape. */
async function api(from: string, to: string, filter: { level?: number; source?: string } = {}) {
  const query = new URLSearchParams({ from, to });
  if (filter.level !== undefined) query.set("level", String(filter.level));
  if (filter.source !== undefined) query.set("source", filter.source);
  const res = await callRoute(answersApi as never, {
    path: `/api/admin/assessments/answers?${query}`,
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  const body = await res.json();
  return {
    count: body.count,
    questions: body.questions.map((q: { id: string; answered: number; answers: unknown[] }) => ({
      id: q.id,
      answered: q.answered,
      answers: q.answers,
    })),
    awareness: body.awareness.map((a: { average: number | null }) => a.average),
    topics: body.topics.map((t: { average: number | null }) => t.average),
    challenges: Object.fromEntries(
      body.challenges
        .filter((c: { count: number }) => c.count > 0)
        .map((c: { challenge: string; count: number }) => [c.challenge, c.count])
        .sort(),
    ),
  };
}

/** Every range and filter below answers as the oracle does. */
async function expectRollupEqualsRows() {
  const cases: Array<[string, string, { level?: number; source?: string }?]> = [
    ["2026-01-01", "2026-12-31"],
    ["2026-11-01", "2026-11-01"], // the autumn daylight-saving day in Los Angeles (25 hours)
    ["2026-11-02", "2026-11-02"],
    ["2026-10-31", "2026-10-31"],
    ["2026-03-08", "2026-03-08"], // the spring one (23 hours)
    ["2026-03-07", "2026-03-09"],
    // Whole months are summed from month rows, the edges from days: 23:59:59 on Oct 31 is October's.
    ["2026-11-01", "2026-11-30"],
    ["2026-10-31", "2026-11-30"],
    ["2026-10-01", "2026-10-31"],
    ["2026-03-08", "2026-11-01"],
    ["2026-02-28", "2026-11-02", { level: 3 }],
    ["2026-01-01", "2026-12-31", { level: 2 }],
    ["2026-01-01", "2026-12-31", { source: "linkedin" }],
    ["2026-01-01", "2026-12-31", { source: "google.com", level: 1 }],
    ["2026-11-01", "2026-11-01", { source: "direct" }],
  ];
  for (const [from, to, filter] of cases)
    expect(await api(from, to, filter), `${from}..${to} ${JSON.stringify(filter)}`).toEqual(
      await direct(from, to, filter),
    );
}

beforeAll(async () => {
  cookie = await adminCookie();
  adminId = await createTestAdmin();
  const linkedin = { utm_source: " LinkedIn " };
  const google = { referrer: "https://www.google.com/search?q=x" };
  // Around the day boundaries in Los Angeles (UTC-7 before Nov 1, 02:00; UTC-8 after).
  await store(
    { at: "2026-11-01T06:59:59Z", level: 2, correct: 9, source: linkedin }, // Oct 31, 23:59:59 PDT
    { at: "2026-11-01T07:00:00Z", level: 2, correct: 3, source: google }, // Nov 1, 00:00 PDT
    { at: "2026-11-01T08:30:00Z", level: 1, correct: 0 }, // 01:30 PDT
    { at: "2026-11-01T09:30:00Z", level: 1, correct: 5, source: google }, // 01:30 PST, the hour again
    { at: "2026-11-02T07:59:59Z", level: 3, correct: 8, source: linkedin }, // Nov 1, 23:59:59 PST
    { at: "2026-11-02T08:00:00Z", level: 3, correct: 7 }, // Nov 2, 00:00 PST
  );
  await store(
    { at: "2026-03-08T07:59:59Z", level: 1, correct: 2 }, // Mar 7, 23:59:59 PST
    { at: "2026-03-08T08:00:00Z", level: 2, correct: 4, source: linkedin }, // Mar 8, 00:00 PST
    { at: "2026-03-09T06:59:59Z", level: 2, correct: 6, source: google }, // Mar 8, 23:59:59 PDT
    { at: "2026-03-09T07:00:00Z", level: 3, correct: 9 }, // Mar 9, 00:00 PDT
  );
});

afterAll(() => setSiteTimeZone(DEFAULT_TIME_ZONE));

describe("the answers' daily rollup", () => {
  it("equals the rows after inserts, one by one and in bulk, at the site's day boundaries", async () => {
    expect((await api("2026-11-01", "2026-11-01")).count).toBe(4);
    await store({ at: "2026-11-01T12:00:00Z", level: 2, correct: 1, source: { utm_source: "linkedin" } });
    await expectRollupEqualsRows();
  });

  it("equals the rows after an update of the figures, and after a delete and a person's erasure", async () => {
    const [row] = await store({ at: "2026-11-01T20:00:00Z", level: 1, correct: 2 });
    await db()
      .update(assessmentResponses)
      .set({
        recommendedLevel: 3,
        createdAt: new Date("2026-11-02T09:00:00Z"),
        attribution: { utm_source: "linkedin" },
        knowledgeAnswers: knowledgeAnswers(9),
        challenges: "Managing cash flow, Other",
      })
      .where(eq(assessmentResponses.id, row.id));
    await expectRollupEqualsRows();
    const erased = await db()
      .select()
      .from(assessmentResponses)
      .where(sql`created_at = '2026-11-01T07:00:00Z'`);
    await erasePerson(erased[0].personId!, adminId);
    expect((await api("2026-11-01", "2026-11-01")).count).toBe(4);
    const deleted = await db()
      .select({ id: assessmentResponses.id })
      .from(assessmentResponses)
      .where(sql`created_at < '2026-03-09T00:00:00Z'`);
    await db()
      .delete(assessmentResponses)
      .where(
        inArray(
          assessmentResponses.id,
          deleted.map((d) => d.id),
        ),
      );
    await expectRollupEqualsRows();
  });

  it("is rebuilt in the site's zone when the setting changes, and a restored table's rows count", async () => {
    setSiteTimeZone("Asia/Kolkata"); // UTC+5:30: not a whole hour from UTC
    await expectRollupEqualsRows();
    setSiteTimeZone(DEFAULT_TIME_ZONE);
    await expectRollupEqualsRows();
    // A restore empties and refills the table: truncate, then one insert of the rows as they were.
    const rows = await db().select().from(assessmentResponses);
    await db().execute(sql`truncate assessment_responses`);
    expect((await api("2026-01-01", "2026-12-31")).count).toBe(0);
    await db().insert(assessmentResponses).values(rows);
    await expectRollupEqualsRows();
  });
});
