import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactInquiries, leads, newsletterSubscribers, outbox, resourceRequests } from "~/db/schema";
import * as subscribers from "~/routes/api/admin/newsletter-subscribers";
import * as assessments from "~/routes/api/admin/assessments";
import * as inquiries from "~/routes/api/admin/contact-inquiries";
import * as leadList from "~/routes/api/leads";
import * as requests from "~/routes/api/admin/resource-requests";
import * as outboxList from "~/routes/api/admin/outbox";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { insertAssessment, personOf } from "../setup/admin-fixtures";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
  await db()
    .insert(newsletterSubscribers)
    .values([
      {
        email: "old@example.com",
        subscribedAt: sql`now() - interval '2 days'`,
        personId: await personOf("old@example.com", "newsletter"),
      },
      {
        email: "new@example.com",
        state: "unsubscribed",
        personId: await personOf("new@example.com", "newsletter"),
      },
    ]);
  await insertAssessment({ name: "Older Person", createdAt: sql`now() - interval '1 day'` as never });
  await insertAssessment({ name: "Newer Person", knowledgeAnswers: { q1: "EBIT", q2: "Cash" } });
  await db()
    .insert(contactInquiries)
    .values([
      {
        fullName: "First Inquirer",
        workEmail: "a@example.com",
        companyName: "A",
        personId: await personOf("a@example.com", "contact"),
        createdAt: sql`now() - interval '1 hour'` as never,
      },
      {
        fullName: "Second Inquirer",
        workEmail: "b@example.com",
        companyName: "B",
        personId: await personOf("b@example.com", "contact"),
        trainingInterest: ["not-sure"],
        needsDescription: "Line 1\nLine 2",
      },
    ]);
  await db()
    .insert(leads)
    .values({
      name: "Webby",
      email: "w@example.com",
      leadType: "webinar",
      personId: await personOf("w@example.com", "webinar"),
    });
  await db()
    .insert(resourceRequests)
    .values({
      name: "Reqy",
      email: "r@example.com",
      personId: await personOf("r@example.com", "resource-request"),
      resourceTitle: "ROI Calculator",
      resourceType: "Excel",
      resourceCategory: "Strategy",
    });
  await db().insert(outbox).values({
    kind: "inquiry-confirmation",
    to: "a@example.com",
    subject: "Thanks",
    text: "secret body",
    status: "failed",
    attempts: 3,
    lastError: "ECONNREFUSED",
  });
});

const get = async (mod: object, path: string) => {
  const res = await callRoute(mod as never, { path, headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.json();
};

describe("admin lists", () => {
  it("lists newsletter subscribers newest first with e-mail, date and state, and no secret", async () => {
    const rows = await get(subscribers, "/api/admin/newsletter-subscribers");
    expect(rows.map((r: { email: string }) => r.email)).toEqual(["new@example.com", "old@example.com"]);
    expect(rows[0]).toMatchObject({ state: "unsubscribed" });
    expect(typeof rows[0].createdAt).toBe("string");
    expect(rows[0]).not.toHaveProperty("unsubscribeToken");
    expect(rows[0]).not.toHaveProperty("confirmToken");
  });

  it("lists assessment submissions newest first with every answer", async () => {
    const rows = await get(assessments, "/api/assessments");
    expect(rows.map((r: { name: string }) => r.name)).toEqual(["Newer Person", "Older Person"]);
    expect(rows[0]).toMatchObject({
      knowledgeAnswers: { q1: "EBIT", q2: "Cash" },
      leadStatus: "lead",
      recommendedLevel: 2,
    });
    expect(rows[0].topicInterests).toHaveProperty("budgeting");
  });

  it("lists contact inquiries newest first", async () => {
    const rows = await get(inquiries, "/api/contact-inquiries");
    expect(rows.map((r: { fullName: string }) => r.fullName)).toEqual(["Second Inquirer", "First Inquirer"]);
    expect(rows[0]).toMatchObject({ trainingInterest: ["not-sure"], needsDescription: "Line 1\nLine 2" });
  });

  it("lists leads and resource requests", async () => {
    expect(await get(leadList, "/api/leads")).toEqual([
      expect.objectContaining({ name: "Webby", leadType: "webinar" }),
    ]);
    expect(await get(requests, "/api/admin/resource-requests")).toEqual([
      expect.objectContaining({ resourceTitle: "ROI Calculator" }),
    ]);
  });

  it("lists the outbox with delivery state but without message bodies", async () => {
    const rows = await get(outboxList, "/api/admin/outbox");
    expect(rows[0]).toMatchObject({
      kind: "inquiry-confirmation",
      to: "a@example.com",
      status: "failed",
      attempts: 3,
      lastError: "ECONNREFUSED",
    });
    expect(rows[0]).not.toHaveProperty("text");
  });

  it("answers each list with 401 without a session", async () => {
    for (const [mod, path] of [
      [subscribers, "/api/admin/newsletter-subscribers"],
      [assessments, "/api/assessments"],
      [inquiries, "/api/contact-inquiries"],
      [leadList, "/api/leads"],
      [requests, "/api/admin/resource-requests"],
      [outboxList, "/api/admin/outbox"],
    ] as const) {
      expect((await callRoute(mod as never, { path })).status, path).toBe(401);
    }
  });
});
