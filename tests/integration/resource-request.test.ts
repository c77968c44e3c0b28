import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox, resourceRequests, resources } from "~/db/schema";
import * as route from "~/routes/api/resource-request";
import * as resourcesPage from "~/routes/resources";
import { listPublishedResources } from "~/features/resources/public.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";

setupTestDatabase();

let ipCounter = 1;
const post = (body: unknown) =>
  callRoute(route, {
    method: "POST",
    path: "/api/resource-request",
    body,
    clientIp: `203.0.113.${ipCounter++}`,
  });
const count = async () => (await db().select().from(resourceRequests)).length;

const valid = {
  name: "Sam Rivera",
  email: "sam@example.com",
  resourceTitle: "ROI and Payback Calculator",
  resourceType: "Excel",
  resourceCategory: "Strategy",
};

describe("the public resource listing", () => {
  it("lists the 10 seeded resources, six of them featured", async () => {
    const list = await listPublishedResources();
    expect(list).toHaveLength(10);
    expect(list.filter((r) => r.featured)).toHaveLength(6);
    expect(list[0]).toMatchObject({ title: "Financial Statements Decoded", type: "PDF", level: "beginner" });
  });

  it("leaves out unpublished resources", async () => {
    await db()
      .update(resources)
      .set({ published: false })
      .where(eq(resources.title, "Capital Allocation Scorecard"));
    const titles = (await listPublishedResources()).map((r) => r.title);
    expect(titles).toHaveLength(9);
    expect(titles).not.toContain("Capital Allocation Scorecard");
  });
});

describe("POST /api/resource-request", () => {
  it("stores the request with the resource's own type and category, and notifies the business", async () => {
    const res = await post({
      ...valid,
      resourceTitle: "roi and payback calculator",
      resourceType: "PDF",
      resourceCategory: "Made Up",
      attribution: { landingPage: "/resources", utm_source: "linkedin" },
    });
    expect(res.status).toBe(201);
    const [row] = await db()
      .select()
      .from(resourceRequests)
      .where(sql`email = 'sam@example.com'`);
    expect(row).toMatchObject({
      name: "Sam Rivera",
      resourceTitle: "ROI and Payback Calculator",
      resourceType: "Excel",
      resourceCategory: "Strategy",
      attribution: { landingPage: "/resources", utm_source: "linkedin" },
    });
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(sql`kind = 'resource-request-notification'`);
    expect(mail).toMatchObject({
      to: "owner@example.com",
      subject: "Resource request: ROI and Payback Calculator",
    });
  });

  it.each([
    ["resourceTitle", { resourceTitle: "The Secret Playbook" }, "No published resource has this title."],
    [
      "resourceTitle",
      { resourceTitle: "Capital Allocation Scorecard" },
      "No published resource has this title.",
    ],
    ["resourceTitle", { resourceTitle: undefined }, "Resource title is required"],
    ["name", { name: "" }, "Please enter your name"],
    ["name", { name: "x".repeat(121) }, "at most 120"],
    ["email", { email: "sam@" }, "Please enter a valid email address"],
    ["resourceType", { resourceType: 7 }, ""],
  ])("answers 400 naming %s for a bad value, and stores nothing", async (field, change, message) => {
    const before = await count();
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).fields[field]).toContain(message);
    expect(await count()).toBe(before);
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const before = await count();
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await count()).toBe(before);
  });

  it("limits submissions per client address with a 429", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await callRoute(route, {
        method: "POST",
        path: "/api/resource-request",
        body: valid,
        clientIp: "203.0.113.250",
      });
    }
    expect(last!.status).toBe(429);
  });

  it("answers GET with 405", async () => {
    expect((await callRoute(route, { path: "/api/resource-request" })).status).toBe(405);
  });
});

describe("POST /resources (the request form's page action, with or without JavaScript)", () => {
  const postForm = (fields: Record<string, string>) =>
    callRoute(resourcesPage, {
      method: "POST",
      path: "/resources?request=1",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      clientIp: `198.51.100.${ipCounter++}`,
    });
  type Answer = { ok: boolean; message?: string; result: { error?: Record<string, string[]> } };

  it("answers empty fields with 400 and the schema's messages, storing nothing", async () => {
    const before = await count();
    const res = await postForm({ ...valid, name: "", email: "nope" });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Answer;
    expect(answer.ok).toBe(false);
    expect(answer.result.error).toMatchObject({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
    });
    expect(await count()).toBe(before);
  });

  it("refuses a title that is no published resource with 400, storing nothing", async () => {
    const before = await count();
    const res = await postForm({ ...valid, resourceTitle: "The Secret Playbook" });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as Answer;
    expect(answer.result.error?.resourceTitle).toEqual(["No published resource has this title."]);
    expect(await count()).toBe(before);
  });

  it("stores a valid request with the resource's own type and category", async () => {
    const res = await postForm({ ...valid, email: "form-post@example.com", resourceType: "PDF" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      message: "We'll notify you when this resource becomes available.",
    });
    const [row] = await db()
      .select()
      .from(resourceRequests)
      .where(eq(resourceRequests.email, "form-post@example.com"));
    expect(row).toMatchObject({ resourceTitle: "ROI and Payback Calculator", resourceType: "Excel" });
  });
});
