import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { assessmentResponses, people, personStatusChanges } from "~/db/schema";
import * as route from "~/routes/api/admin/assessments.$id.lead-status";
import { LEAD_STATUSES } from "~/features/people/lead-status-schema";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, createTestAdmin } from "../setup/admin-session";
import { insertAssessment } from "../setup/admin-fixtures";

setupTestDatabase();

let cookie: string;
let adminUserId: number;
beforeAll(async () => {
  cookie = await adminCookie();
  adminUserId = await createTestAdmin();
});

const put = (id: string, body: unknown, withCookie = true) =>
  callRoute(route, {
    method: "PUT",
    path: `/api/admin/assessment-lead-status/${id}`,
    body,
    headers: withCookie ? { cookie } : undefined,
  });

// The lead status of a submission is its person's status.
const statusOf = async (id: string) =>
  (
    await db()
      .select({ status: people.status })
      .from(assessmentResponses)
      .innerJoin(people, eq(people.id, assessmentResponses.personId))
      .where(eq(assessmentResponses.id, id))
  )[0].status;

let n = 0;
/** A submission by a new person each time, so that statuses do not carry over between tests. */
const newSubmission = () => insertAssessment({ email: `person-${++n}@example.com` });

describe("PUT /api/admin/assessment-lead-status/{id}", () => {
  it("starts every submission as 'lead'", async () => {
    const row = await newSubmission();
    expect(await statusOf(row.id)).toBe("lead");
  });

  it.each(LEAD_STATUSES)("sets %s", async (leadStatus) => {
    const row = await newSubmission();
    const res = await put(row.id, { leadStatus });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: row.id, leadStatus });
    expect(await statusOf(row.id)).toBe(leadStatus);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("changes only the named submission's person", async () => {
    const a = await newSubmission();
    const b = await newSubmission();
    await put(a.id, { leadStatus: "closed" });
    expect(await statusOf(b.id)).toBe("lead");
  });

  it("sets the person's status, seen on every submission of theirs, and records the change", async () => {
    const first = await insertAssessment({ email: "Repeat@Example.com" });
    const second = await insertAssessment({ email: " repeat@example.com" });
    const res = await put(first.id, { leadStatus: "contacted" });
    expect(res.status).toBe(200);
    expect(await statusOf(second.id)).toBe("contacted");
    const [person] = await db().select().from(people).where(eq(people.id, first.personId));
    expect(person.status).toBe("contacted");
    const changes = await db()
      .select()
      .from(personStatusChanges)
      .where(eq(personStatusChanges.personId, first.personId));
    expect(changes).toMatchObject([{ fromStatus: "lead", toStatus: "contacted", adminUserId }]);
  });

  it.each([
    ["an unknown status", { leadStatus: "won" }],
    ["a status in another case", { leadStatus: "CLOSED" }],
    ["no status", {}],
    ["a number", { leadStatus: 3 }],
  ])("refuses %s with a 400 naming leadStatus and changes nothing", async (_name, body) => {
    const row = await newSubmission();
    const res = await put(row.id, body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fields).toHaveProperty("leadStatus");
    expect(json.error).toMatch(/leadStatus/);
    expect(await statusOf(row.id)).toBe("lead");
  });

  it.each([
    ["an unknown uuid", "00000000-0000-4000-8000-000000000000"],
    ["an id that is not a uuid", "12345"],
    ["SQL in the id", "1' or '1'='1"],
  ])("answers %s with 404", async (_name, id) => {
    const res = await put(id, { leadStatus: "contacted" });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe("Assessment submission not found.");
  });

  it("refuses without a session (401) and changes nothing", async () => {
    const row = await newSubmission();
    const res = await put(row.id, { leadStatus: "closed" }, false);
    expect(res.status).toBe(401);
    expect(await statusOf(row.id)).toBe("lead");
  });

  it("refuses a non-JSON body with 415", async () => {
    const row = await newSubmission();
    const res = await callRoute(route, {
      method: "PUT",
      path: `/api/admin/assessment-lead-status/${row.id}`,
      body: "leadStatus=closed",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("answers other methods with 405", async () => {
    const row = await newSubmission();
    const res = await callRoute(route, {
      method: "POST",
      path: `/api/admin/assessment-lead-status/${row.id}`,
      body: { leadStatus: "closed" },
      headers: { cookie },
    });
    expect(res.status).toBe(405);
  });
});
