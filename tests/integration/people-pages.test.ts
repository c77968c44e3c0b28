import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { people, personNotes, personStatusChanges } from "~/db/schema";
import { attachToPerson } from "~/features/people/people.server";
import { followUpsDue, speedToLead } from "~/features/people/attention.server";
import { setPersonStatus } from "~/features/people/pipeline.server";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, createTestAdmin } from "../setup/admin-session";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

let cookie: string;
let adminId: number;
beforeAll(async () => {
  cookie = await adminCookie();
  adminId = await createTestAdmin();
});

const newPerson = (email: string, name = "Sam Page") =>
  db().transaction((tx) => attachToPerson(tx, { email, source: "contact", name }));

/** The page at `path` through the admin layout's guard, with the admin's session unless told otherwise. */
const view = (path: string, session = true) => callView(path, session ? { cookie } : {});
const post = (id: number, form: Record<string, string>, session = true) =>
  callView(`/admin/people/${id}`, { form, ...(session ? { cookie } : {}) });
const answer = (res: ViewAnswer | Response) => res as ViewAnswer;

describe("follow-ups due", () => {
  it("lists overdue and today's follow-ups, oldest first, and leaves out future and none", async () => {
    const ids = await Promise.all(
      ["due-a@x.test", "due-b@x.test", "due-c@x.test", "due-d@x.test"].map((e) => newPerson(e)),
    );
    const dates = ["2026-11-20", "2026-11-23", "2026-11-24", null];
    for (const [i, id] of ids.entries()) {
      await db().update(people).set({ followUpAt: dates[i] }).where(eq(people.id, id));
    }
    const due = (await followUpsDue("2026-11-23")).filter((p) => ids.includes(p.id));
    expect(due.map((p) => [p.email, p.followUpAt])).toEqual([
      ["due-a@x.test", "2026-11-20"],
      ["due-b@x.test", "2026-11-23"],
    ]);
  });
});

describe("speed to lead", () => {
  it("counts the people of the last 30 days and the median time to their first change away from lead", async () => {
    const now = new Date("2031-01-31T12:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const arrivals: Array<[string, number, number | null]> = [
      // e-mail, arrived hours ago, worked after how many hours
      ["speed-1@x.test", 100, 1],
      ["speed-2@x.test", 200, 3],
      ["speed-3@x.test", 300, 8],
      ["speed-4@x.test", 50, null],
      ["speed-old@x.test", 31 * 24, 0.5],
    ];
    for (const [email, ago, worked] of arrivals) {
      const id = await newPerson(email);
      await db()
        .update(people)
        .set({ firstSeenAt: hoursAgo(ago) })
        .where(eq(people.id, id));
      if (worked === null) continue;
      await setPersonStatus(id, "contacted", adminId);
      await setPersonStatus(id, "closed", adminId);
      const changed = (from: string, at: Date) =>
        db()
          .update(personStatusChanges)
          .set({ at })
          .where(
            sql`${personStatusChanges.personId} = ${id} and ${personStatusChanges.fromStatus} = ${from}`,
          );
      await changed("lead", hoursAgo(ago - worked));
      // A later change (to closed) does not count: only the first one away from lead.
      await changed("contacted", hoursAgo(ago - worked - 5));
    }
    expect(await speedToLead(30, now)).toEqual({ days: 30, arrived: 4, worked: 3, medianSeconds: 3 * 3600 });
  });

  it("has no median while nobody has been worked", async () => {
    expect(await speedToLead(30, new Date("2001-01-01T00:00:00Z"))).toEqual({
      days: 30,
      arrived: 0,
      worked: 0,
      medianSeconds: null,
    });
  });
});

describe("/admin/people", () => {
  it("gives a visitor without a session no data: the layout's guard draws the login at this URL", async () => {
    await newPerson("hidden-from-visitors@x.test");
    const res = answer(await view("/admin/people", false));
    expect(res.status).toBe(200);
    expect(res.data).toBeUndefined();
    expect(res.error).toMatchObject({ status: 401, data: { gate: "login" } });
    expect(JSON.stringify(res)).not.toContain("hidden-from-visitors");
  });

  it("lists the people that match the URL's filters", async () => {
    await newPerson("filter-me@x.test", "Filtered Person");
    const res = answer(await view("/admin/people?q=filter-me&status=lead&source=contact"));
    const data = res.data as { list: { rows: { email: string }[]; total: number } };
    expect(data.list.rows.map((p) => p.email)).toEqual(["filter-me@x.test"]);
    expect(data.list.total).toBe(1);
  });

  it("answers a bad filter with 400 and says why", async () => {
    const res = answer(await view("/admin/people?status=won&page=0"));
    expect(res.status).toBe(400);
    // As every list view answers a bad query: the list empty, its error said where the list is.
    expect(res.data).toMatchObject({
      list: { rows: [], error: expect.stringContaining("Lead status must be one of") },
    });
  });
});

describe("/admin/people/:id", () => {
  it("gives a visitor without a session no data, and runs none of its posts", async () => {
    const id = await newPerson("no-session@x.test");
    const page = answer(await view(`/admin/people/${id}`, false));
    expect(page.data).toBeUndefined();
    expect(JSON.stringify(page)).not.toContain("no-session@x.test");
    const posted = answer(await post(id, { intent: "status", status: "closed" }, false));
    expect(posted.action).toBeUndefined();
    expect(posted.error).toMatchObject({ status: 401 });
    const [row] = await db().select().from(people).where(eq(people.id, id));
    expect(row.status).toBe("lead");
  });

  it("changes the status, adds a note, sets and clears the follow-up", async () => {
    const id = await newPerson("worked@x.test");
    // The view's answer (ViewAnswer, decision 0094): done, with the write's result beside.
    const done = { ok: true };
    expect(answer(await post(id, { intent: "status", status: "sent_proposal" })).action).toMatchObject(done);
    expect(answer(await post(id, { intent: "note", body: "<b>Call</b> on Monday" })).action).toMatchObject(
      done,
    );
    expect(answer(await post(id, { intent: "follow-up", followUpAt: "2026-12-01" })).action).toMatchObject(
      done,
    );
    const page = answer(await view(`/admin/people/${id}`)).data as {
      person: { status: string; followUpAt: string; timeline: { kind: string; body?: string }[] };
    };
    expect(page.person).toMatchObject({ status: "sent_proposal", followUpAt: "2026-12-01" });
    expect(page.person.timeline.map((e) => e.kind)).toEqual(["note", "status"]);
    expect(page.person.timeline.find((e) => e.kind === "note")?.body).toBe("<b>Call</b> on Monday");
    await post(id, { intent: "clear-follow-up" });
    const [row] = await db().select().from(people).where(eq(people.id, id));
    expect(row.followUpAt).toBeNull();
  });

  it.each([
    ["an unknown intent", { intent: "promote" }],
    ["no intent", {}],
    ["an unknown status", { intent: "status", status: "won" }],
    ["an empty note", { intent: "note", body: "  " }],
    ["a bad date", { intent: "follow-up", followUpAt: "next week" }],
  ])("answers %s with 400 and stores nothing", async (_, form) => {
    const id = await newPerson(`bad-${Object.values(form).join("-") || "none"}@x.test`.replace(/\s/g, ""));
    const res = answer(await post(id, form as Record<string, string>));
    expect(res.status).toBe(400);
    expect((res.action as { error: string }).error).toMatch(/\w/);
    const [row] = await db().select().from(people).where(eq(people.id, id));
    expect(row).toMatchObject({ status: "lead", followUpAt: null });
    expect(await db().select().from(personNotes).where(eq(personNotes.personId, id))).toEqual([]);
  });

  it("answers 404 for an unknown person, on the page and its action", async () => {
    expect(answer(await view("/admin/people/999999")).status).toBe(404);
    expect(answer(await post(999999, { intent: "status", status: "closed" })).status).toBe(404);
    expect(answer(await post(999999, { intent: "erase" })).status).toBe(404);
  });

  it("erases the person and returns to the list", async () => {
    const id = await newPerson("erase-page@x.test");
    const res = (await post(id, { intent: "erase" })) as Response;
    expect(res.headers.get("location")).toBe("/admin/people");
    expect(await db().select().from(people).where(eq(people.id, id))).toEqual([]);
  });
});
