/**
 * The writes on a person and the assessment's lead status, each defined once for its JSON endpoint
 * and its view (decision 0094): the same refusals through both doors, the view's own intents
 * (clear, erase), the People list's paging in the view, and the person's record composed of every
 * feature's timeline source.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { bookings, people, personNotes } from "~/db/schema";
import * as onePerson from "~/routes/api/admin/people.$id";
import * as notes from "~/routes/api/admin/people.$id.notes";
import * as status from "~/routes/api/admin/people.$id.status";
import * as followUp from "~/routes/api/admin/people.$id.follow-up";
import * as exported from "~/routes/api/admin/people.$id.export";
import { attachToPerson } from "~/features/people/people.server";
import { getPerson } from "~/features/person-record/record.server";
import { setClockForTests } from "~/utils/clock.server";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { insertAssessment } from "../setup/admin-fixtures";
import { callRoute } from "../setup/route";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

let n = 0;
const newPerson = (name = "Robin Write") =>
  attachToPerson(db(), { email: `writes-${++n}@example.com`, source: "contact", name });
const post = (path: string, form: Record<string, string>) =>
  callView(path, { form, cookie }) as Promise<ViewAnswer>;
const api = (mod: object, path: string, method: string, body?: unknown) =>
  callRoute(mod as never, { path, method, body, headers: { cookie } });
const rowOf = async (id: number) => (await db().select().from(people).where(eq(people.id, id)))[0];

describe("one write, two doors", () => {
  it("refuses an id that names nobody with the same 404 and message through both", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const json = await api(status, `/api/admin/people/${id}/status`, "PUT", { status: "closed" });
      expect(json.status).toBe(404);
      expect((await json.json()).error).toBe("Person not found.");
    }
    const view = await post("/admin/people/999999", { intent: "note", body: "Hello" });
    expect(view.status).toBe(404);
    expect(view.action).toMatchObject({ ok: false, error: "Person not found." });
    const erase = await api(onePerson, "/api/admin/people/999999", "DELETE");
    expect(await erase.json()).toEqual({ error: "Person not found." });
  });

  it("refuses the same bad input with the same message through both", async () => {
    const id = await newPerson();
    const json = await api(notes, `/api/admin/people/${id}/notes`, "POST", { body: "x".repeat(5001) });
    expect(json.status).toBe(400);
    const { fields } = await json.json();
    const view = await post(`/admin/people/${id}`, { intent: "note", body: "x".repeat(5001) });
    expect(view.status).toBe(400);
    expect(view.action).toMatchObject({ ok: false, error: fields.body });
    expect(await db().select().from(personNotes).where(eq(personNotes.personId, id))).toEqual([]);
  });

  it("answers the note it added, through either door", async () => {
    const id = await newPerson();
    const json = await api(notes, `/api/admin/people/${id}/notes`, "POST", { body: "By API" });
    expect(json.status).toBe(201);
    expect(await json.json()).toMatchObject({ body: "By API" });
    const view = await post(`/admin/people/${id}`, { intent: "note", body: "By view" });
    expect(view.action).toMatchObject({ ok: true, intent: "note", body: "By view" });
  });
});

describe("the person view's own intents", () => {
  it("clears the follow-up even when the form still carries the date (the button sits in the date's form)", async () => {
    const id = await newPerson();
    await api(followUp, `/api/admin/people/${id}/follow-up`, "PUT", { followUpAt: "2026-12-01" });
    const res = await post(`/admin/people/${id}`, { intent: "clear-follow-up", followUpAt: "2026-12-01" });
    expect(res.action).toMatchObject({ ok: true, followUpAt: null });
    expect((await rowOf(id)).followUpAt).toBeNull();
  });

  it("refuses setting an empty follow-up date (clearing is its own button)", async () => {
    const id = await newPerson();
    const res = await post(`/admin/people/${id}`, { intent: "follow-up", followUpAt: "" });
    expect(res.status).toBe(400);
    expect(res.action).toMatchObject({ ok: false, error: expect.stringContaining("Follow-up date") });
  });

  it("refuses a deal with a status other than closed, as the API does", async () => {
    const id = await newPerson();
    const res = await post(`/admin/people/${id}`, {
      intent: "status",
      status: "contacted",
      dealValue: "100",
    });
    expect(res.status).toBe(400);
    expect(res.action).toMatchObject({ error: expect.stringContaining("only with the status closed") });
    expect((await rowOf(id)).status).toBe("lead");
  });
});

describe("the Quiz/Assessment view's lead status", () => {
  it("sets the submission's person's status, as PUT /api/admin/assessment-lead-status/{id} does", async () => {
    const row = await insertAssessment({ email: "view-lead@example.com" });
    const res = await post("/admin/assessments", {
      intent: "lead-status",
      id: row.id,
      leadStatus: "contacted",
    });
    expect(res.action).toMatchObject({ ok: true, id: row.id, leadStatus: "contacted" });
    expect((await rowOf(row.personId)).status).toBe("contacted");
  });

  it.each([
    ["an unknown submission", "00000000-0000-4000-8000-000000000000", "contacted", 404],
    ["an id that is not a uuid", "12345", "contacted", 404],
  ])("answers %s with %i", async (_, id, leadStatus, code) => {
    const res = await post("/admin/assessments", { intent: "lead-status", id, leadStatus });
    expect(res.status).toBe(code);
    expect(res.action).toMatchObject({ ok: false, error: "Assessment submission not found." });
  });

  it("answers a bad status for a real submission with 400 naming the choices", async () => {
    const row = await insertAssessment({ email: "view-lead-bad@example.com" });
    const res = await post("/admin/assessments", { intent: "lead-status", id: row.id, leadStatus: "won" });
    expect(res.status).toBe(400);
    expect(res.action).toMatchObject({
      ok: false,
      error: expect.stringContaining("Lead status must be one of"),
    });
    expect((await rowOf(row.personId)).status).toBe("lead");
  });
});

describe("the People list in the view", () => {
  it("pages on the server with page and pageSize in the URL", async () => {
    for (let i = 0; i < 3; i++) await newPerson(`Pager Person ${i}`);
    const page = async (q: string) =>
      ((await callView(`/admin/people?q=Pager+Person&${q}`, { cookie })) as ViewAnswer).data as {
        list: { rows: { name: string }[]; total: number; page: number; pageSize: number };
      };
    const second = await page("pageSize=2&page=2");
    expect(second.list).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.list.rows).toHaveLength(1);
    const past = await page("pageSize=2&page=9");
    expect(past.list).toMatchObject({ total: 3, rows: [] });
  });

  it("refuses a page size over 100 with 400, not a silent cap", async () => {
    const res = (await callView("/admin/people?pageSize=500", { cookie })) as ViewAnswer;
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ list: { rows: [], error: expect.stringContaining("Page size") } });
  });
});

describe("the person's record, composed of every feature's timeline source", () => {
  it("keeps the export's shape", async () => {
    const id = await newPerson();
    const data = await (await api(exported, `/api/admin/people/${id}/export`, "GET")).json();
    expect(Object.keys(data)).toEqual([
      "exportedAt",
      "person",
      "newsletterDeliveries",
      "newsletterClicks",
      "submissions",
      "emails",
      "statusChanges",
      "notes",
      "bookings",
      "sequences",
      "payments",
      "invoices",
      "packs",
      "packCredits",
    ]);
    expect(Object.keys(data.submissions)).toEqual([
      "newsletter",
      "assessment",
      "contact",
      "webinar",
      "resourceRequest",
      "eventPlaces",
      "sessionAttendance",
      "certificates",
      "interests",
    ]);
  });

  describe("the next call", () => {
    const NOW = new Date("2026-11-25T18:00:00Z");
    beforeAll(() => setClockForTests(NOW));
    afterAll(() => setClockForTests(undefined));

    it("is the soonest scheduled call to come, whichever was booked first", async () => {
      const personId = await newPerson();
      const call = (hours: number, bookedAt: Date) =>
        db()
          .insert(bookings)
          .values({
            inviteeUri: `https://api.calendly.com/scheduled_events/E/invitees/next-${personId}-${hours}`,
            personId,
            eventUri: "https://api.calendly.com/scheduled_events/E",
            eventName: "Strategy Session",
            startsAt: new Date(NOW.getTime() + hours * 3_600_000),
            endsAt: new Date(NOW.getTime() + (hours + 1) * 3_600_000),
            bookedAt,
          });
      await call(48, new Date("2026-11-20T00:00:00Z"));
      await call(5, new Date("2026-11-24T00:00:00Z"));
      await call(-5, new Date("2026-11-19T00:00:00Z"));
      const person = await getPerson(personId);
      expect(person?.nextCallAt).toEqual(new Date(NOW.getTime() + 5 * 3_600_000));
      expect(person?.timeline.filter((e) => e.kind === "booking")).toHaveLength(3);
    });
  });
});
