import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { erasures, outbox, outboxAttempts, people } from "~/db/schema";
import * as list from "~/routes/api/admin/people";
import * as one from "~/routes/api/admin/people.$id";
import * as status from "~/routes/api/admin/people.$id.status";
import * as notes from "~/routes/api/admin/people.$id.notes";
import * as followUp from "~/routes/api/admin/people.$id.follow-up";
import * as exported from "~/routes/api/admin/people.$id.export";
import * as leadStatus from "~/routes/api/admin/assessments.$id.lead-status";
import { assessmentSubmissionSchema } from "~/features/assessments/schema";
import { saveAssessment } from "~/features/assessments/assessments.server";
import { submitContactInquiry } from "~/features/contact/inquiries.server";
import { subscribe } from "~/features/newsletter/subscribers.server";
import { erasureHash } from "~/features/person-record/privacy.server";
import { createResourceRequest } from "~/features/resources/requests.server";
import { registerForEvent } from "~/features/events/registrations.server";
import { insertEvent } from "../setup/events";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { solvedCaptchaToken } from "../setup/captcha";
import { validSubmission } from "./assessment-fixture";

setupTestDatabase();

let cookie: string;
// The path of each per-person route, for calls that name the person by id.
const personPath = new Map<object, (id: number) => string>([
  [one, (id) => `/api/admin/people/${id}`],
  [status, (id) => `/api/admin/people/${id}/status`],
  [notes, (id) => `/api/admin/people/${id}/notes`],
  [followUp, (id) => `/api/admin/people/${id}/follow-up`],
  [exported, (id) => `/api/admin/people/${id}/export`],
]);
const call = (mod: object, path: string, opts: { method?: string; body?: unknown; id?: number } = {}) =>
  callRoute(mod as never, {
    path: opts.id === undefined ? path : personPath.get(mod)!(opts.id),
    method: opts.method,
    body: opts.body,
    headers: { cookie },
  });
const idOf = async (email: string) =>
  (await db().select({ id: people.id }).from(people).where(eq(people.email, email)))[0]?.id;

/** Arrives through all five forms, in mixed case. */
async function everyForm(email: string) {
  const upper = email.toUpperCase();
  await subscribe(upper, { landingPage: "/blog" });
  const result = await saveAssessment(
    assessmentSubmissionSchema.parse(validSubmission({ email, name: "Pat Doe" })),
  );
  const contact = await submitContactInquiry({
    fullName: "Pat Doe",
    workEmail: ` ${upper}`,
    companyName: "Doe & Co",
    captchaToken: await solvedCaptchaToken(),
  } as never);
  expect(contact).toMatchObject({ id: expect.any(Number) });
  await registerForEvent({ name: "Pat Doe", email: upper, eventId: (await insertEvent()).id });
  await createResourceRequest({
    name: "Pat",
    email,
    resource: { title: "Guide", type: "PDF", category: "Basics" },
  });
  return { assessmentId: result.id, personId: await idOf(email.toLowerCase()) };
}

beforeAll(async () => {
  cookie = await adminCookie();
  await subscribe("zed@example.com");
  await createResourceRequest({
    name: "Ann Other",
    email: "ann@widgets.example",
    resource: { title: "Guide", type: "PDF", category: "Basics" },
  });
});

describe("GET /api/admin/people", () => {
  it("pages, searches and filters on the server", async () => {
    const res = await call(list, "/api/admin/people?pageSize=1&page=2");
    expect(res.status).toBe(200);
    // The other lists' shape: the page's array, the count of every match in X-Total-Count.
    expect(res.headers.get("x-total-count")).toBe("2");
    expect(res.headers.get("link")).toMatch(/page=1>; rel="prev"/);
    const body = await res.json();
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0]).sort()).toEqual(
      [
        "company",
        "email",
        "firstSeenAt",
        "followUpAt",
        "id",
        "lastActivityAt",
        "name",
        // product.md §10.7: the person's next scheduled call, or null.
        "nextCallAt",
        "role",
        "sources",
        "status",
      ].sort(),
    );
    const emails = async (query: string) =>
      ((await (await call(list, `/api/admin/people?${query}`)).json()) as { email: string }[]).map(
        (p) => p.email,
      );
    const total = async (query: string) =>
      Number((await call(list, `/api/admin/people?${query}`)).headers.get("x-total-count"));
    expect(await emails("q=WIDGETS")).toEqual(["ann@widgets.example"]);
    expect(await emails("source=newsletter&status=lead")).toEqual(["zed@example.com"]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await total("from=2999-01-01")).toBe(0);
    expect(await total(`from=2000-01-01&to=${today}&q=`)).toBeGreaterThanOrEqual(1);
    // A wildcard in the search is a character, not a pattern.
    expect(await total("q=%25")).toBe(0);
  });

  it.each([
    ["status=won", "status"],
    ["source=fax", "source"],
    ["from=yesterday", "from"],
    ["to=2025-13-40", "to"],
    ["from=2025-02-01&to=2025-01-01", "from"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["pageSize=1000", "pageSize"],
  ])("answers %s with a 400 naming %s", async (query, field) => {
    const res = await call(list, `/api/admin/people?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toHaveProperty(field);
    expect(body.error).toMatch(field);
  });

  it("streams the CSV with the same filters", async () => {
    const res = await call(list, "/api/admin/people?source=resource-request&format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="people-/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // A UTF-8 byte order mark first, so that spreadsheet apps read the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    // The list's columns, then those only the CSV has (app/features/people/list.ts).
    expect(lines[0]).toBe("Person,Company,Status,Sources,Last activity,Follow-up,Email,Name,Role,First seen");
    expect(lines.slice(1).map((l) => l.split(",")[6])).toEqual(["ann@widgets.example"]);
    expect((await call(list, "/api/admin/people?status=nope&format=csv")).status).toBe(400);
  });
});

describe("a person's pipeline", () => {
  let personId: number;
  let assessmentId: string;
  beforeAll(async () => {
    ({ personId, assessmentId } = await everyForm("pat@doe.example"));
  });

  it("shows the person with every submission, e-mail, status change and note, newest first", async () => {
    expect(
      (await call(status, "", { method: "PUT", id: personId, body: { status: "contacted" } })).status,
    ).toBe(200);
    const note = "<b>Call</b> back & ask";
    expect((await call(notes, "", { method: "POST", id: personId, body: { body: note } })).status).toBe(201);
    const res = await call(one, `/api/admin/people/${personId}`, { id: personId });
    expect(res.status).toBe(200);
    const person = await res.json();
    expect(person).toMatchObject({ email: "pat@doe.example", status: "contacted" });
    expect(person.sources.sort()).toEqual([
      "assessment",
      "contact",
      "newsletter",
      "resource-request",
      "webinar",
    ]);
    const kinds = new Set(person.timeline.map((e: { kind: string }) => e.kind));
    expect([...kinds].sort()).toEqual(
      [
        "assessment",
        "contact",
        "email",
        // product.md §10.9: the webinar registration's seat at its event.
        "event-registration",
        "newsletter",
        "note",
        "resource-request",
        "status",
        "webinar",
      ].sort(),
    );
    const times = person.timeline.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(person.timeline.find((e: { kind: string }) => e.kind === "note").body).toBe(note);
    expect(person.timeline.find((e: { kind: string }) => e.kind === "status")).toMatchObject({
      fromStatus: "lead",
      toStatus: "contacted",
      admin: "admin@example.com",
    });
    // Only e-mails to them: the business notices about them are not on their timeline.
    const mails = person.timeline.filter((e: { kind: string }) => e.kind === "email");
    expect(mails.every((m: { emailKind: string }) => !m.emailKind.endsWith("-notification"))).toBe(true);
  });

  it("a status change through product.md's assessment endpoint is seen on the person", async () => {
    const res = await callRoute(leadStatus, {
      method: "PUT",
      path: `/api/admin/assessment-lead-status/${assessmentId}`,
      body: { leadStatus: "sent_proposal" },
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const person = await (await call(one, "", { id: personId })).json();
    expect(person.status).toBe("sent_proposal");
  });

  it("sets and clears the follow-up date", async () => {
    const set = await call(followUp, "", { method: "PUT", id: personId, body: { followUpAt: "2026-12-01" } });
    expect(await set.json()).toEqual({ id: personId, followUpAt: "2026-12-01" });
    const cleared = await call(followUp, "", { method: "PUT", id: personId, body: { followUpAt: null } });
    expect((await cleared.json()).followUpAt).toBeNull();
  });

  it.each([
    [status, { status: "won" }, "status"],
    [status, {}, "status"],
    [notes, { body: "   " }, "body"],
    [notes, { body: "x".repeat(5001) }, "body"],
    [followUp, { followUpAt: "tomorrow" }, "followUpAt"],
    [followUp, {}, "followUpAt"],
  ])("refuses bad input with a 400 naming the field (%#)", async (mod, body, field) => {
    const method = mod === notes ? "POST" : "PUT";
    const res = await call(mod, "", { method, id: personId, body });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(field);
  });

  it("answers an unknown or malformed id with 404", async () => {
    for (const id of [999999]) {
      expect((await call(one, "", { id })).status).toBe(404);
      expect((await call(status, "", { method: "PUT", id, body: { status: "closed" } })).status).toBe(404);
      expect((await call(notes, "", { method: "POST", id, body: { body: "x" } })).status).toBe(404);
      expect((await call(followUp, "", { method: "PUT", id, body: { followUpAt: null } })).status).toBe(404);
      expect((await call(exported, "", { id })).status).toBe(404);
      expect((await call(one, "", { method: "DELETE", id })).status).toBe(404);
    }
    const res = await callRoute(one as never, { path: "/api/admin/people/abc", headers: { cookie } });
    expect(res.status).toBe(404);
  });
});

/** Every (table, column) of the public schema whose text holds `needle`, found via information_schema. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function tablesHolding(needle: string) {
  const columns = await db().execute(sql`
    select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const hits: string[] = [];
  for (const { table_name, column_name } of rowsOf<{ table_name: string; column_name: string }>(columns)) {
    const found = await db().execute(
      sql`select 1 from ${sql.identifier(table_name)} where strpos(lower(${sql.identifier(column_name)}::text), ${needle}) > 0 limit 1`,
    );
    if (rowsOf(found).length) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

describe("privacy: export and erase", () => {
  it("exports everything held as a JSON attachment", async () => {
    const { personId } = await everyForm("export.me@example.com");
    const res = await call(exported, "", { id: personId });
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="person-${personId}-export.json"`,
    );
    const data = await res.json();
    expect(data.person.email).toBe("export.me@example.com");
    for (const form of ["newsletter", "assessment", "contact", "webinar", "resourceRequest"])
      expect(data.submissions[form], form).toHaveLength(1);
    expect(data.emails.length).toBeGreaterThanOrEqual(5);
  });

  it("erases every row holding the e-mail, records a ledger entry without it, and a return is a new person", async () => {
    const email = "erase.me@example.com";
    const { personId } = await everyForm(email);
    await call(notes, "", { method: "POST", id: personId, body: { body: "note" } });
    await call(status, "", { method: "PUT", id: personId, body: { status: "closed" } });
    const [mail] = await db().select().from(outbox).where(eq(outbox.personId, personId)).limit(1);
    await db().insert(outboxAttempts).values({ outboxId: mail.id, ok: false, error: "timeout" });
    // A notice written before people existed, naming the address only in its text.
    await db()
      .insert(outbox)
      .values({ kind: "old-notice", to: "owner@example.com", subject: "x", text: `E-mail: ${email}` });
    expect((await tablesHolding(email)).length).toBeGreaterThan(0);

    const res = await call(one, "", { method: "DELETE", id: personId });
    expect(res.status).toBe(200);
    expect(await tablesHolding(email)).toEqual([]);
    expect(await db().select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, mail.id))).toEqual([]);
    const ledger = await db().select().from(erasures);
    expect(ledger).toHaveLength(1);
    expect(ledger[0].emailHash).toBe(erasureHash(email));
    expect(ledger[0].emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(one, "", { id: personId })).status).toBe(404);
    // Others are untouched.
    expect(await idOf("zed@example.com")).toBeDefined();

    await subscribe(email);
    const again = await idOf(email);
    expect(again).toBeDefined();
    expect(again).not.toBe(personId);
  });
});
