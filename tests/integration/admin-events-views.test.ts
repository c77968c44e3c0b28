import { beforeAll, describe, expect, it } from "vitest";
import * as eventsApi from "~/routes/api/admin/events";
import * as eventApi from "~/routes/api/admin/events.$id";
import * as registrationsApi from "~/routes/api/admin/events.$id.registrations";
import * as registrationApi from "~/routes/api/admin/events.$id.registrations.$registrationId";
import { registerForEvent } from "~/features/events/registrations.server";
import { callRoute } from "../setup/route";
import { callView } from "../setup/view";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();

// The events' lists a page at a time (JSON and views), and the /admin/events views' writes, each the
// API's own definition (writes.server.ts): the same rules and messages through the form.

const DAY = 86400_000;
const startsAt = new Date(Math.floor((Date.now() + 5 * DAY) / 60_000) * 60_000);
let n = 0;
const body = (more: Record<string, unknown> = {}) => ({
  title: `Paging session ${++n}`,
  slug: `paging-session-${n}`,
  summary: "An hour on the numbers.",
  startsAt: startsAt.toISOString(),
  timeZone: "America/Los_Angeles",
  durationMinutes: 60,
  capacity: 2,
  host: "Jordan Ellis",
  published: true,
  ...more,
});

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});
const api = (mod: Parameters<typeof callRoute>[0], path: string, method = "GET", payload?: unknown) =>
  callRoute(mod, { path, method, body: payload, headers: { cookie } });
const view = async (path: string, form?: Record<string, string> | FormData) => {
  const answer = await callView(path, { cookie, form });
  if (answer instanceof Response) throw new Error(`${path} answered ${answer.status}`);
  return answer as typeof answer & {
    action: {
      ok: boolean;
      intent?: string;
      error?: string;
      result?: { error?: Record<string, string[]> };
    } & Record<string, unknown>;
  };
};
const create = async (more: Record<string, unknown> = {}) =>
  (await (await api(eventsApi, "/api/admin/events", "POST", body(more))).json()) as {
    id: number;
    slug: string;
  };

describe("GET /api/admin/events, a page at a time", () => {
  it("pages with page/pageSize, counts in X-Total-Count, searches, and refuses a bad query with 400", async () => {
    const [a, b] = [await create(), await create()];
    const all = await api(eventsApi, "/api/admin/events");
    const total = Number(all.headers.get("X-Total-Count"));
    expect(total).toBeGreaterThanOrEqual(3); // the seeded masterclass and these two
    expect(await all.json()).toHaveLength(total);

    const first = await api(eventsApi, "/api/admin/events?pageSize=1");
    expect(await first.json()).toHaveLength(1);
    expect(first.headers.get("X-Total-Count")).toBe(String(total));
    expect(first.headers.get("Link")).toContain('rel="next"');

    const found = await (await api(eventsApi, `/api/admin/events?q=${b.slug}`)).json();
    expect(found.map((e: { id: number }) => e.id)).toEqual([b.id]);
    expect(found[0]).toMatchObject({ counts: {}, capacity: 2 });
    expect(found[0].startsAt).toMatch(/-0[78]:00$/);
    expect(a.id).not.toBe(b.id);

    expect((await api(eventsApi, "/api/admin/events?pageSize=1000")).status).toBe(400);
    expect((await api(eventsApi, "/api/admin/events?page=0")).status).toBe(400);
    const csv = await api(eventsApi, `/api/admin/events?format=csv&q=${a.slug}`);
    expect(await csv.text()).toContain(a.slug);
  });

  it("the view pages the sessions too, and says a bad query", async () => {
    const page = await view("/admin/events?pageSize=1");
    const { list } = page.data as { list: { rows: unknown[]; total: number; pageSize: number } };
    expect(list.rows).toHaveLength(1);
    expect(list.total).toBeGreaterThan(1);
    const bad = await view("/admin/events?pageSize=abc");
    expect(bad.status).toBe(400);
  });
});

describe("an event's registrations, a page at a time", () => {
  let event: { id: number; slug: string };
  const emails = ["p1@example.com", "p2@example.com", "p3@example.com"];

  it("pages in waitlist order, filters by status, and the CSV holds every place", async () => {
    event = await create();
    for (const email of emails) await registerForEvent({ name: "Pat Page", email, eventId: event.id });
    const path = `/api/admin/events/${event.id}/registrations`;
    const first = await api(registrationsApi, `${path}?pageSize=2`);
    expect(first.headers.get("X-Total-Count")).toBe("3");
    expect((await first.json()).map((r: { email: string }) => r.email)).toEqual(emails.slice(0, 2));
    const second = await (await api(registrationsApi, `${path}?pageSize=2&page=2`)).json();
    expect(second.map((r: { email: string; cancelToken?: string }) => [r.email, r.cancelToken])).toEqual([
      ["p3@example.com", undefined],
    ]);
    const waitlisted = await (await api(registrationsApi, `${path}?status=waitlisted`)).json();
    expect(waitlisted.map((r: { email: string }) => r.email)).toEqual(["p3@example.com"]);
    expect((await api(registrationsApi, `${path}?status=maybe`)).status).toBe(400);
    const csv = await (await api(registrationsApi, `${path}?format=csv&pageSize=1`)).text();
    for (const email of emails) expect(csv).toContain(email);
    expect((await api(registrationsApi, "/api/admin/events/99999/registrations")).status).toBe(404);
    expect((await api(registrationsApi, "/api/admin/events/abc/registrations")).status).toBe(404);
  });

  it("the view pages them (page, pageSize in the URL)", async () => {
    const page = await view(`/admin/events/${event.id}?pageSize=2&page=2`);
    const { registrations } = page.data as {
      registrations: { rows: Array<{ email: string }>; total: number };
    };
    expect(registrations.total).toBe(3);
    expect(registrations.rows.map((r) => r.email)).toEqual(["p3@example.com"]);
  });

  it("a bad id in the path is 404 on every endpoint, never a 500", async () => {
    expect((await api(eventApi, "/api/admin/events/abc", "PUT", { title: "X" })).status).toBe(404);
    expect((await api(eventApi, "/api/admin/events/99999", "DELETE")).status).toBe(404);
    const put = await api(registrationApi, `/api/admin/events/${event.id}/registrations/abc`, "PUT", {
      status: "attended",
    });
    expect(put.status).toBe(404);
    expect((await put.json()).error).toBe("Registration not found.");
    const notJson = await callRoute(eventsApi, {
      path: "/api/admin/events",
      method: "POST",
      body: "{not json",
      headers: { cookie, "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });
});

describe("the /admin/events views' writes", () => {
  const form = (more: Record<string, string> = {}) => ({
    intent: "save",
    title: `View session ${++n}`,
    slug: `view-session-${n}`,
    summary: "An hour on the numbers.",
    agenda: "0–30 | The numbers\n30–60 | Questions",
    takeaways: "Read them",
    startsLocal: new Date(Date.now() + 4 * DAY).toISOString().slice(0, 11) + "14:00",
    timeZone: "America/New_York",
    durationMinutes: "60",
    capacity: "1",
    joinUrl: "",
    replayUrl: "",
    host: "Jordan Ellis",
    published: "on",
    ...more,
  });

  /** Posts the new-session form: the view answers with the new session's page; its id. */
  const createFromForm = async (more: Record<string, string> = {}) => {
    const answer = await callView("/admin/events", { cookie, form: form(more) });
    if (!(answer instanceof Response)) throw new Error(`not created: ${JSON.stringify(answer.action)}`);
    expect(answer.status).toBe(302);
    const id = Number(answer.headers.get("Location")!.match(/^\/admin\/events\/(\d+)$/)![1]);
    return (await (await api(eventApi, `/api/admin/events/${id}`)).json()) as Record<string, unknown> & {
      id: number;
      slug: string;
    };
  };

  it("creates a session from the form (agenda lines, zone), refusing bad fields by name", async () => {
    const made = await createFromForm();
    expect(made).toMatchObject({ published: true, timeZone: "America/New_York" });
    expect(made.agenda).toEqual([
      { minutes: "0–30", title: "The numbers" },
      { minutes: "30–60", title: "Questions" },
    ]);
    expect(made.startsAt).toMatch(/T14:00:00-0[45]:00$/);

    const bad = await view("/admin/events", form({ title: "", capacity: "0", timeZone: "Mars/Olympus" }));
    expect(bad.status).toBe(400);
    expect(bad.action.ok).toBe(false);
    expect(Object.keys(bad.action.result!.error!)).toEqual(
      expect.arrayContaining(["title", "capacity", "timeZone"]),
    );

    const taken = await view("/admin/events", form({ slug: made.slug }));
    expect(taken.status).toBe(409);
    expect(taken.action.result!.error!.slug).toEqual(["Slug is already used by another event"]);
  });

  it("marks, imports attendance, cancels and deletes, each refusal said with its status", async () => {
    const made = await createFromForm();
    const id = made.id;
    const path = `/admin/events/${id}`;
    for (const email of ["seat@example.com", "wait@example.com"])
      await registerForEvent({ name: "Vee View", email, eventId: id });
    const regs = await (await api(registrationsApi, `/api/admin/events/${id}/registrations`)).json();

    const marked = await view(path, {
      intent: "status",
      registrationId: String(regs[0].id),
      status: "attended",
    });
    expect(marked.action).toMatchObject({ ok: true, email: "seat@example.com", status: "attended" });
    const refused = await view(path, {
      intent: "status",
      registrationId: String(regs[1].id),
      status: "no_show",
    });
    expect(refused.status).toBe(409);
    expect(refused.action.error).toBe("Only a registration with a seat can be marked attended or no-show");
    const unknown = await view(path, { intent: "status", registrationId: "abc", status: "attended" });
    expect(unknown.status).toBe(404);

    const upload = (text: string | undefined) => {
      const data = new FormData();
      data.set("intent", "import");
      if (text !== undefined) data.set("file", new File([text], "attendance.csv", { type: "text/csv" }));
      return data;
    };
    const imported = await view(
      path,
      upload("email,status\nseat@example.com,No-show\nnobody@example.com,attended\n"),
    );
    expect(imported.action).toMatchObject({
      ok: true,
      updated: 1,
      skipped: [{ line: 3, reason: "no registration with this e-mail" }],
    });
    const badCsv = await view(path, upload("a,b\n1,2\n"));
    expect(badCsv.status).toBe(400);
    expect(badCsv.action.error).toBe("The file needs an email column and a status column.");
    expect((await view(path, upload(undefined))).status).toBe(400);

    const followUp = await view(path, { intent: "follow-up" });
    expect(followUp.status).toBe(409);

    const saved = await view(path, form({ title: "Renamed session", slug: made.slug }));
    expect(saved.action).toMatchObject({ ok: true, title: "Renamed session" });
    const cancelled = await view(path, { intent: "cancel" });
    expect(cancelled.action).toMatchObject({ ok: true, intent: "cancel" });
    expect(cancelled.action.cancelledAt).toBeTruthy();
    const again = await view(path, { intent: "cancel" });
    expect(again.status).toBe(409);
    expect(again.action.error).toBe("This event is cancelled: it can no longer change");

    // Deleted: the view answers with the list (the page is gone).
    const deleted = await callView(path, { cookie, form: { intent: "delete" } });
    expect(deleted instanceof Response && [deleted.status, deleted.headers.get("Location")]).toEqual([
      302,
      "/admin/events",
    ]);
    expect((await api(eventApi, `/api/admin/events/${id}`)).status).toBe(404);
    expect((await view("/admin/events/99999", { intent: "delete" })).status).toBe(404);
  });
});
