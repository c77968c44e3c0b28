import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, outbox } from "~/db/schema";
import * as route from "~/routes/api/leads";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { personOf } from "../setup/admin-fixtures";

setupTestDatabase();

let ipCounter = 1;
const post = (body: unknown) =>
  callRoute(route, { method: "POST", path: "/api/leads", body, clientIp: `198.51.100.${ipCounter++}` });

const webinarRows = () =>
  db()
    .select()
    .from(leads)
    .where(sql`lead_type = 'webinar'`);
const valid = {
  name: "Maya Chen",
  email: "maya@example.com",
  company: "Brightline",
  role: "VP Marketing",
  leadType: "webinar",
};

/** Fills seats directly (the test only needs rows, not 50 requests through the rate limit). */
async function fillSeatsTo(total: number) {
  const taken = (await webinarRows()).length;
  const rows = [];
  for (let i = 0; i < total - taken; i++) {
    const email = `filler-${taken + i}@example.com`;
    rows.push({
      name: `Seat Filler ${i}`,
      email,
      leadType: "webinar",
      personId: await personOf(email, "webinar"),
    });
  }
  if (rows.length) await db().insert(leads).values(rows);
}

describe("POST /api/leads (webinar registration)", () => {
  let firstAnswer: unknown;
  it("registers a visitor with attribution and queues the notification and confirmation", async () => {
    const res = await post({
      ...valid,
      attribution: { landingPage: "/webinar", utm_campaign: "jan-masterclass" },
    });
    expect(res.status).toBe(200);
    firstAnswer = await res.json();
    expect(firstAnswer).toEqual({ ok: true, message: "You'll receive webinar details via email shortly." });
    const [row] = await db()
      .select()
      .from(leads)
      .where(sql`email = 'maya@example.com'`);
    expect(row).toMatchObject({
      name: "Maya Chen",
      company: "Brightline",
      role: "VP Marketing",
      leadType: "webinar",
    });
    expect(row.attribution).toEqual({ landingPage: "/webinar", utm_campaign: "jan-masterclass" });
    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`kind like 'webinar-%'`);
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ["webinar-confirmation", "maya@example.com"],
      ["webinar-notification", "owner@example.com"],
    ]);
    expect(mails.find((m) => m.kind === "webinar-confirmation")!.text).toContain("January 15, 2025");
  });

  it("answers a second registration of the same address (any case) exactly as the first, without a duplicate", async () => {
    const before = (await webinarRows()).length;
    const mails = (await db().select().from(outbox)).length;
    const res = await post({ ...valid, email: "MAYA@Example.com" });
    expect(res.status).toBe(200);
    // Byte for byte the first answer: nobody can learn from it whether an address registered.
    expect(await res.json()).toEqual(firstAnswer);
    expect((await webinarRows()).length).toBe(before);
    expect((await db().select().from(outbox)).length).toBe(mails);
  });

  it("stores empty optional fields as null", async () => {
    expect(
      (await post({ name: "Li", email: "li@example.com", company: "", role: "", leadType: "webinar" }))
        .status,
    ).toBe(200);
    const [row] = await db()
      .select()
      .from(leads)
      .where(sql`email = 'li@example.com'`);
    expect(row).toMatchObject({ company: null, role: null });
  });

  it.each([
    ["name", { name: "A" }, "Name must be at least 2 characters"],
    ["name", { name: undefined }, "Name is required"],
    ["email", { email: "nope" }, "Please enter a valid email address"],
    ["company", { company: "x".repeat(201) }, "at most 200"],
    ["role", { role: "x".repeat(121) }, "at most 120"],
    ["leadType", { leadType: "newsletter" }, 'leadType must be "webinar"'],
    ["leadType", { leadType: undefined }, 'leadType must be "webinar"'],
  ])("answers 400 naming %s for a bad value, and stores nothing", async (field, change, message) => {
    const before = (await db().select().from(leads)).length;
    const res = await post({ ...valid, email: "new@example.com", ...change });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fields[field]).toContain(message);
    expect((await db().select().from(leads)).length).toBe(before);
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const before = (await db().select().from(leads)).length;
    const res = await post({ ...valid, email: "bot@example.com", website: "spam" });
    expect(res.status).toBe(200);
    expect((await db().select().from(leads)).length).toBe(before);
  });

  it("gives out 50 seats and refuses the 51st with a clear 409", async () => {
    await fillSeatsTo(49);
    expect((await post({ ...valid, email: "fiftieth@example.com" })).status).toBe(200);
    expect((await webinarRows()).length).toBe(50);
    const mails = (await db().select().from(outbox)).length;
    const res = await post({ ...valid, email: "fifty-first@example.com" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("Sorry, the masterclass is full: all 50 seats are taken.");
    expect((await webinarRows()).length).toBe(50);
    expect((await db().select().from(outbox)).length).toBe(mails);
    // Someone already registered gets the same answer as anyone else: a full masterclass says nothing of who is in.
    const again = await post({ ...valid, email: "fiftieth@example.com" });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("Sorry, the masterclass is full: all 50 seats are taken.");
  });

  it("never gives out more seats than there are when registrations arrive at once", async () => {
    // Three seats come free again.
    await db()
      .delete(leads)
      .where(sql`email in ('filler-10@example.com', 'filler-11@example.com', 'filler-12@example.com')`);
    const free = 50 - (await webinarRows()).length;
    expect(free).toBe(3);
    const results = await Promise.all(
      Array.from({ length: free + 4 }, (_, i) => post({ ...valid, email: `rush-${i}@example.com` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(free);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect((await webinarRows()).length).toBe(50);
  });
});

describe("GET /api/leads", () => {
  it("refuses a visitor without an admin session", async () => {
    const res = await callRoute(route, { path: "/api/leads" });
    expect(res.status).toBe(401);
  });

  it("lists the leads, newest first, for an admin", async () => {
    const res = await callRoute(route, { path: "/api/leads", headers: { cookie: await adminCookie() } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ email: string; createdAt: string }>;
    expect(list).toHaveLength(50);
    const times = list.map((l) => Date.parse(l.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
