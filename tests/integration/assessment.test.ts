import { describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses, outbox } from "~/db/schema";
import * as api from "~/routes/api/assessment";
import * as resultsPage from "~/routes/assessment-results";
import * as wizardPage from "~/routes/assessment";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { knowledgeAnswers, ratings, validSubmission } from "./assessment-fixture";

// Lets one test make queueing the e-mails fail, to prove the row and its e-mails share a transaction.
const failNotify = vi.hoisted(() => ({ on: false }));
vi.mock("~/services/outbox.server", async (importOriginal) => {
  const mod = await importOriginal<typeof import("~/services/outbox.server")>();
  return {
    ...mod,
    enqueueEmails: async (...args: Parameters<typeof mod.enqueueEmails>) => {
      if (failNotify.on) throw new Error("simulated outbox failure");
      return mod.enqueueEmails(...args);
    },
  };
});

setupTestDatabase();

let ipCounter = 0;
// A fresh client address per call keeps these tests clear of the per-address rate limit.
const post = (body: unknown) =>
  callRoute(api, { method: "POST", path: "/api/assessment", body, clientIp: `192.0.2.${++ipCounter}` });

const rowCount = async () =>
  (await db().select({ id: assessmentResponses.id }).from(assessmentResponses)).length;

describe("POST /api/assessment", () => {
  it("stores the server's scores and level, not the browser's, and answers the result", async () => {
    const res = await post(
      validSubmission({
        knowledgeScore: 40,
        awarenessScore: 25,
        recommendedLevel: 3,
        otherRole: "typed in the Other box",
        attribution: { landingPage: "/assessment?utm_source=linkedin", utm_source: "linkedin" },
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      name: "Avery Quinn Jones",
      knowledgeScore: 35,
      awarenessScore: 15,
      recommendedLevel: 2,
      role: "Operations",
      teamSize: "51-200",
      currentAcumen: "Intermediate",
      trainingFor: "Your team",
      urgency: "Important – Within 3–6 months",
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty("email");

    const [row] = await db().select().from(assessmentResponses).where(eq(assessmentResponses.id, body.id));
    expect(row).toMatchObject({
      knowledgeScore: 35,
      awarenessScore: 15,
      recommendedLevel: 2,
      email: "avery@example.com",
      jobTitle: "VP Operations",
      challenges: "Managing cash flow, Presenting to executives or the board",
      formatPreferences: "Custom team training, 1:1 executive coaching",
      attribution: { landingPage: "/assessment?utm_source=linkedin", utm_source: "linkedin" },
    });
    expect(row.knowledgeAnswers).toEqual(knowledgeAnswers(7));
    expect(row.awarenessAnswers).toEqual(ratings(3, 3, 3, 3, 3));
    expect(row.topicInterests).toEqual(validSubmission().topicInterests);
    expect(JSON.stringify(row)).not.toContain("typed in the Other box");
  });

  it.each([
    [0, ratings(5, 5, 5, 5, 5), { knowledgeScore: 0, awarenessScore: 25, recommendedLevel: 1 }],
    [5, ratings(4, 4, 4, 4, 4), { knowledgeScore: 25, awarenessScore: 20, recommendedLevel: 1 }],
    [5, ratings(4, 4, 4, 4, 3), { knowledgeScore: 25, awarenessScore: 19, recommendedLevel: 2 }],
    [9, ratings(1, 1, 1, 1, 1), { knowledgeScore: 40, awarenessScore: 5, recommendedLevel: 3 }],
  ])("scores %i correct answers with %o on the server", async (correct, awareness, expected) => {
    const res = await post(
      validSubmission({
        knowledgeAnswers: knowledgeAnswers(correct),
        awarenessAnswers: awareness,
        recommendedLevel: 2,
      }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject(expected);
  });

  it("queues the visitor's results e-mail with the results link, and the business notice", async () => {
    const res = await post(
      validSubmission({ email: "results-mail@example.com", knowledgeAnswers: knowledgeAnswers(9) }),
    );
    const { id } = await res.json();
    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.text} like ${`%${id}%`}`);
    const toVisitor = mails.find((m) => m.to === "results-mail@example.com")!;
    expect(toVisitor.kind).toBe("assessment-results");
    expect(toVisitor.subject).toBe("Your Financial Acumen Assessment results: Level 3 – Lead with Finance");
    expect(toVisitor.text).toContain(`http://localhost:3000/assessment/results/${id}`);
    expect(toVisitor.text).toContain("Knowledge Score: 40/40");
    expect(toVisitor.text).toContain("Challenge Awareness: 15/25");
    expect(toVisitor.html).toContain(`href="http://localhost:3000/assessment/results/${id}"`);
    const notice = mails.find((m) => m.kind === "assessment-notification")!;
    expect(notice.to).toBe("owner@example.com");
    expect(notice.text).toContain("results-mail@example.com");
    expect(notice.text).toContain("Level 3: Lead with Finance");
  });

  it("writes nothing when queuing the e-mails fails: row and outbox share one transaction", async () => {
    const rows = await rowCount();
    const mails = (await db().select().from(outbox)).length;
    failNotify.on = true;
    try {
      await expect(post(validSubmission({ email: "rolled-back@example.com" }))).rejects.toThrow(
        "simulated outbox failure",
      );
    } finally {
      failNotify.on = false;
    }
    expect(await rowCount()).toBe(rows);
    expect((await db().select().from(outbox)).length).toBe(mails);
  });

  const v = validSubmission();
  const { q5: _q5, ...withoutQ5 } = v.knowledgeAnswers;
  const { q3: _q3, ...withoutA3 } = v.awarenessAnswers;
  it.each([
    // Step 1
    ["name", { name: "A" }, "Full name is required"],
    ["email", { email: "avery-at-example" }, "Valid email is required"],
    ["company", { company: "" }, "Company name is required"],
    ["jobTitle", { jobTitle: undefined }, "Job title is required"],
    ["role", { role: "" }, "Please select your role"],
    ["teamSize", { teamSize: "" }, "Please select team size"],
    ["trainingFor", { trainingFor: undefined }, "Please select who you're exploring training for"],
    // Step 2
    ["currentAcumen", { currentAcumen: "" }, "Please select your current financial acumen level"],
    ["dataConfidence", { dataConfidence: "" }, "Please select how you typically handle financial data"],
    ["challenges", { challenges: [] }, "Please select at least one challenge"],
    // Step 3
    ["knowledgeAnswers", { knowledgeAnswers: undefined }, "Please answer all knowledge questions"],
    ["knowledgeAnswers.q5", { knowledgeAnswers: withoutQ5 }, "Please select an answer"],
    // Step 4
    ["awarenessAnswers", { awarenessAnswers: undefined }, "Please rate all problem awareness statements"],
    ["awarenessAnswers.q3", { awarenessAnswers: withoutA3 }, "Please select a rating"],
    // Step 5
    ["urgency", { urgency: "" }, "Please select urgency level"],
    [
      "topicInterests.presenting",
      { topicInterests: { ...v.topicInterests, presenting: 0 } },
      "Please rate each topic from 1 to 5",
    ],
    ["formatPreferences", { formatPreferences: [] }, "Please select at least one format preference"],
  ])("answers 400 naming %s, and stores nothing", async (field, override, message) => {
    const before = await rowCount();
    const res = await post(validSubmission(override));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({ [field]: message });
    expect(body.error).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ["role", { role: "Astronaut" }],
    ["teamSize", { teamSize: "10000+" }],
    ["urgency", { urgency: "Yesterday" }],
    ["challenges.0", { challenges: ["Herding cats"] }],
    ["formatPreferences.1", { formatPreferences: ["Custom team training", "Carrier pigeon"] }],
    ["knowledgeAnswers.q1", { knowledgeAnswers: { ...v.knowledgeAnswers, q1: "EBITDA" } }],
    ["awarenessAnswers.q1", { awarenessAnswers: { ...v.awarenessAnswers, q1: "5" } }],
  ])("refuses an unknown option at %s", async (field, override) => {
    const before = await rowCount();
    const res = await post(validSubmission(override));
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields)).toEqual([field]);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a non-JSON body with 415 and answers GET with 405", async () => {
    const res = await callRoute(api, {
      method: "POST",
      path: "/api/assessment",
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect((await callRoute(api, { method: "GET", path: "/api/assessment" })).status).toBe(405);
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const before = await rowCount();
    const res = await post(validSubmission({ website: "http://spam.example" }));
    expect(res.status).toBe(200);
    expect(await rowCount()).toBe(before);
  });
});

describe("/assessment/results/:id loader", () => {
  it("shows a stored result without the visitor's e-mail, company or job title", async () => {
    const { id } = await (await post(validSubmission())).json();
    const res = await callRoute(resultsPage, { path: `/assessment/results/${id}` });
    expect(res.status).toBe(200);
    const { result } = await res.json();
    expect(result).toEqual({
      id,
      name: "Avery Quinn Jones",
      recommendedLevel: 2,
      knowledgeScore: 35,
      awarenessScore: 15,
      knowledgeAnswers: knowledgeAnswers(7),
      role: "Operations",
      teamSize: "51-200",
      currentAcumen: "Intermediate",
      trainingFor: "Your team",
      urgency: "Important – Within 3–6 months",
    });
  });

  it.each([
    ["an unknown id", "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", "not-a-uuid"],
    ["an id with SQL in it", "1' or '1'='1"],
    ["an id with an extra character", "00000000-0000-4000-8000-0000000000000"],
  ])("answers 404 for %s", async (_name, id) => {
    const res = await callRoute(resultsPage, {
      path: `/assessment/results/${encodeURIComponent(id)}`,
    });
    expect(res.status).toBe(404);
  });
});

describe("POST /assessment (a wizard step posted without JavaScript)", () => {
  const postStep = (step: number, fields: [string, string][], answers: Record<string, unknown> = {}) =>
    callRoute(wizardPage, {
      method: "POST",
      path: "/assessment",
      body: new URLSearchParams([
        ["step", String(step)],
        ["answers", JSON.stringify(answers)],
        ["intent", "next"],
        ...fields,
      ]).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      clientIp: `198.51.100.${++ipCounter}`,
    });
  type Answer = {
    step: number;
    data: Record<string, unknown>;
    result?: { error?: Record<string, string[]> };
  };
  const { knowledgeAnswers: k, awarenessAnswers: a, topicInterests: t, ...flat } = validSubmission();
  const personal = ["name", "email", "company", "jobTitle", "role", "teamSize", "trainingFor"] as const;
  const personalFields = personal.map((key) => [key, String(flat[key])] as [string, string]);

  it("answers an empty step with 400 and product.md's messages, storing nothing", async () => {
    const before = await rowCount();
    const res = await postStep(0, [
      ["name", ""],
      ["email", ""],
    ]);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Answer;
    expect(answer.step).toBe(0);
    expect(answer.result?.error).toMatchObject({
      name: ["Full name is required"],
      email: ["Valid email is required"],
      role: ["Please select your role"],
    });
    expect(await rowCount()).toBe(before);
  });

  it("moves a valid step on, carrying its answers", async () => {
    const res = await postStep(0, personalFields);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answer;
    expect(answer.step).toBe(1);
    expect(answer.data).toMatchObject({ name: "Avery Quinn Jones", teamSize: "51-200" });
  });

  it("refuses an unknown step with 400", async () => {
    const res = await postStep(7, personalFields);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer).result?.error?.[""]).toEqual(["Error: Invalid step"]);
  });

  it("refuses the last step when an earlier answer was changed on the way, storing nothing", async () => {
    const before = await rowCount();
    const last: [string, string][] = [
      ["urgency", String(flat.urgency)],
      ["formatPreferences", "Custom team training"],
      ...Object.entries(t).map(([key, v]) => [`topicInterests.${key}`, String(v)] as [string, string]),
    ];
    const tampered = { ...flat, knowledgeAnswers: k, awarenessAnswers: { ...a, q1: 9 } };
    const res = await postStep(4, last, tampered);
    expect(res.status).toBe(400);
    expect(await rowCount()).toBe(before);

    // With the answers as the steps accepted them, it stores the assessment and shows the result.
    const ok = await postStep(4, last, {
      ...flat,
      email: "form-post@example.com",
      knowledgeAnswers: k,
      awarenessAnswers: a,
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toMatch(/^\/assessment\/results\/[\w-]+$/);
    const [row] = await db()
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.email, "form-post@example.com"));
    expect(row).toMatchObject({ knowledgeScore: 35, formatPreferences: "Custom team training" });
  });
});
