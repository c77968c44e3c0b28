/**
 * Answers by question (product.md §10.13): GET /api/admin/assessments/answers (and .csv, and the
 * Quiz/Assessment view) over stored assessments, by range (site time zone), level and first-touch source.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { assessmentResponses, people } from "~/db/schema";
import * as answersApi from "~/routes/api/admin/assessments.answers";
import * as answersCsv from "~/routes/api/admin/assessments.answers[.csv]";
import { knowledgeQuestions } from "~/assessment/questions";
import { adminCookie } from "../setup/admin-session";
import { setupTestDatabase } from "../setup/db";
import { callRoute } from "../setup/route";
import { callView } from "../setup/view";
import { knowledgeAnswers, ratings, validSubmission } from "./assessment-fixture";

setupTestDatabase();

let cookie: string;
let n = 0;

/** One stored assessment, as saveAssessment stores it, at a given instant and first touch. */
async function store(o: {
  at: string;
  level: number;
  correct: number;
  awareness: number[];
  topics?: Record<string, number>;
  challenges: string[];
  attribution?: Record<string, string>;
}) {
  const s = validSubmission();
  const [person] = await db()
    .insert(people)
    .values({ email: `p${++n}@example.com`, sources: ["assessment"] })
    .returning();
  await db()
    .insert(assessmentResponses)
    .values({
      ...s,
      email: person.email,
      personId: person.id,
      challenges: o.challenges.join(", "),
      formatPreferences: s.formatPreferences.join(", "),
      knowledgeAnswers: knowledgeAnswers(o.correct),
      knowledgeScore: o.correct * 5,
      awarenessAnswers: ratings(...o.awareness),
      awarenessScore: o.awareness.reduce((a, b) => a + b, 0),
      topicInterests: o.topics ?? s.topicInterests,
      recommendedLevel: o.level,
      attribution: o.attribution ?? {},
      createdAt: new Date(o.at),
    });
}

const get = (mod: object, query: string) =>
  callRoute(mod as never, {
    path: `/api/admin/assessments/answers${mod === answersCsv ? ".csv" : ""}?${query}`,
    headers: { cookie },
  });

beforeAll(async () => {
  cookie = await adminCookie();
  // 2026-11-02 07:30 UTC is Nov 1, 23:30 in Los Angeles (the site's zone): it belongs to Nov 1.
  await store({
    at: "2026-11-02T07:30:00Z",
    level: 2,
    correct: 9,
    awareness: [5, 5, 5, 5, 5],
    challenges: ["Managing cash flow", "Forecasting and planning"],
    attribution: { utm_source: "LinkedIn" },
  });
  await store({
    at: "2026-11-10T18:00:00Z",
    level: 2,
    correct: 3,
    awareness: [1, 2, 3, 4, 5],
    topics: { statements: 5, budgeting: 5, strategic: 5, communication: 5, investment: 5, presenting: 5 },
    challenges: ["Managing cash flow"],
    attribution: { referrer: "https://www.google.com/search?q=x" },
  });
  await store({
    at: "2026-11-20T18:00:00Z",
    level: 1,
    correct: 0,
    awareness: [3, 3, 3, 3, 3],
    challenges: ["Other"],
  });
  // Outside the range below.
  await store({
    at: "2026-12-05T18:00:00Z",
    level: 3,
    correct: 9,
    awareness: [1, 1, 1, 1, 1],
    challenges: ["Other"],
  });
});

describe("GET /api/admin/assessments/answers", () => {
  it("answers each question's correct rate and spread, the averages, the challenges and topics", async () => {
    const res = await get(answersApi, "from=2026-11-01&to=2026-11-30");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.count).toBe(3);
    expect(body.questions).toHaveLength(9);
    const [q1] = body.questions;
    expect(q1).toEqual({
      id: "q1",
      text: knowledgeQuestions[0].question,
      correctAnswer: "EBIT",
      answered: 3,
      correctRate: 0.6667, // right in the first two (9 and 3 correct), wrong in the third
      answers: [
        { answer: "Net Income", count: 1 },
        { answer: "EBIT", count: 2 },
        { answer: "Gross Margin", count: 0 },
        { answer: "Free Cash Flow", count: 0 },
      ],
    });
    expect(body.questions[8]).toMatchObject({ id: "q9", answered: 3, correctRate: 0.3333 });
    expect(body.awareness[0]).toMatchObject({ id: "q1", average: 3 }); // (5 + 1 + 3) / 3
    expect(body.awareness[4]).toMatchObject({ id: "q5", average: 4.33 }); // (5 + 5 + 3) / 3
    expect(body.challenges.slice(0, 3)).toEqual([
      { challenge: "Managing cash flow", count: 2 },
      { challenge: "Forecasting and planning", count: 1 },
      { challenge: "Other", count: 1 },
    ]);
    expect(
      body.challenges.find((c: { challenge: string }) => c.challenge === "Connecting my work to ROI"),
    ).toEqual({
      challenge: "Connecting my work to ROI",
      count: 0,
    });
    // statements: 3, 5, 3 → 3.67; presenting: 1, 5, 1 → 2.33
    expect(body.topics[0]).toEqual({
      id: "statements",
      topic: "Reading and understanding financial statements",
      average: 3.67,
    });
    expect(body.topics[5]).toMatchObject({ id: "presenting", average: 2.33 });
  });

  it("filters by level and by first-touch source (the Insights rule: utm_source, else the referrer's host)", async () => {
    const level = await (await get(answersApi, "from=2026-11-01&to=2026-11-30&level=2")).json();
    expect(level).toMatchObject({ count: 2, level: 2 });
    const linkedin = await (await get(answersApi, "from=2026-11-01&to=2026-11-30&source=LinkedIn")).json();
    expect(linkedin).toMatchObject({ count: 1, source: "linkedin" });
    expect(linkedin.questions[0].correctRate).toBe(1);
    const google = await (await get(answersApi, "from=2026-11-01&to=2026-11-30&source=google.com")).json();
    expect(google.count).toBe(1);
    const direct = await (await get(answersApi, "from=2026-11-01&to=2026-11-30&source=direct")).json();
    expect(direct.count).toBe(1);
    // The day is the site's: Nov 2 (Los Angeles) does not hold the row stored at 07:30 UTC that day.
    const nov2 = await (await get(answersApi, "from=2026-11-02&to=2026-11-02")).json();
    expect(nov2.count).toBe(0);
    expect(nov2.questions[0]).toMatchObject({ answered: 0, correctRate: null });
    expect(nov2.awareness[0].average).toBeNull();
  });

  it.each([
    ["level=4", "level"],
    ["from=2026-11-01", "from"],
    ["from=2026-13-01&to=2026-13-02", "from"],
    ["from=2026-11-30&to=2026-11-01", "from"],
    [`source=${"x".repeat(201)}`, "source"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await get(answersApi, query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields)).toContain(field);
  });

  it("the CSV holds the same figures", async () => {
    const res = await get(answersCsv, "from=2026-11-01&to=2026-11-30&level=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Section,Item,Answer,Count,Correct,Rate or average");
    expect(lines[1]).toBe('Assessments,"2026-11-01 to 2026-11-30, any source",Level 2,2,,');
    expect(lines).toContain(`Question,Q1. ${knowledgeQuestions[0].question},(answered),2,,1`);
    expect(lines).toContain(`Question,Q1. ${knowledgeQuestions[0].question},EBIT,2,yes,`);
    expect(lines).toContain("Challenge,Managing cash flow,,2,,");
    expect(lines).toContain("Topic,Budgeting and forecasting,,,,4.5");
    expect((await get(answersCsv, "level=9")).status).toBe(400);
  });

  it("the Quiz/Assessment view shows them, and a bad filter falls back with its reason", async () => {
    const page = await callView("/admin/assessments?from=2026-11-01&to=2026-11-30&level=2", { cookie });
    if (page instanceof Response) throw new Error(`answered ${page.status}`);
    expect(page.status).toBe(200);
    const data = page.data as { answers: { count: number; level: number }; error?: string };
    expect(data.answers).toMatchObject({ count: 2, level: 2 });
    const bad = await callView("/admin/assessments?level=7", { cookie });
    if (bad instanceof Response) throw new Error(`answered ${bad.status}`);
    const badData = bad.data as { answers: { level: number | null }; error?: string };
    expect(badData.error).toMatch(/level/);
    expect(badData.answers.level).toBeNull();
  });
});
