import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, outbox } from "~/db/schema";
import * as eventsApi from "~/routes/api/admin/events";
import * as eventApi from "~/routes/api/admin/events.$id";
import * as registrationsApi from "~/routes/api/admin/events.$id.registrations";
import * as registrationApi from "~/routes/api/admin/events.$id.registrations.$registrationId";
import { registerForEvent } from "~/features/events/registrations.server";
import { inviteUid } from "~/features/events/invites.server";
import { sendDueReminders } from "~/features/events/reminders.server";
import { sendFollowUp } from "~/features/events/events-admin.server";
import { setClockForTests } from "~/utils/clock.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();
afterEach(() => setClockForTests(undefined));

const DAY = 86400_000;
const startsAt = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000);
const newEvent = {
  title: "Reading the Cash Flow Statement",
  slug: "cash-flow-statement",
  summary: "Where the cash went, in an hour.",
  agenda: [{ minutes: "0–60", title: "The statement, line by line" }],
  takeaways: ["Read it with confidence"],
  startsAt: startsAt.toISOString(),
  timeZone: "America/Los_Angeles",
  durationMinutes: 60,
  capacity: 2,
  joinUrl: "https://meet.example.com/cash",
  host: "Jordan Ellis, Founder & Lead Facilitator",
  published: true,
};

const as = async (
  mod: Parameters<typeof callRoute>[0],
  path: string,
  method = "GET",
  body?: unknown,
): Promise<Response> => callRoute(mod, { path, method, body, headers: { cookie: await adminCookie() } });
const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

describe("the admin events API", () => {
  let id: number;

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    for (const [change, field] of [
      [{ startsAt: "2026-01-01 10:00" }, "startsAt"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ capacity: 0 }, "capacity"],
      [{ joinUrl: "javascript:alert(1)" }, "joinUrl"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ title: "" }, "title"],
    ] as const) {
      const res = await as(eventsApi, "/api/admin/events", "POST", { ...newEvent, ...change });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).fields)).toContain(field);
    }
    const list = await (await as(eventsApi, "/api/admin/events")).json();
    expect(list).toHaveLength(1); // the seeded masterclass only
  });

  it("creates an event and answers startsAt in its own zone with the offset; a repeated slug is 409", async () => {
    const res = await as(eventsApi, "/api/admin/events", "POST", newEvent);
    expect(res.status).toBe(201);
    const created = await res.json();
    id = created.id;
    expect(created).toMatchObject({
      title: newEvent.title,
      timeZone: "America/Los_Angeles",
      capacity: 2,
      published: true,
    });
    expect(Date.parse(created.startsAt)).toBe(startsAt.getTime());
    expect(created.startsAt).toMatch(/-0[78]:00$/);
    const again = await as(eventsApi, "/api/admin/events", "POST", newEvent);
    expect(again.status).toBe(409);
    expect((await again.json()).fields.slug).toBe("Slug is already used by another event");
    expect((await (await as(eventApi, `/api/admin/events/${id}`)).json()).id).toBe(id);
    expect((await as(eventApi, "/api/admin/events/99999")).status).toBe(404);
  });

  it("lists registrations with email and status, and sets attendance or cancels through PUT", async () => {
    for (const email of ["ann@example.com", "bob@example.com", "cy@example.com"])
      await registerForEvent({ name: "Some One", email, eventId: id });
    const res = await as(registrationsApi, `/api/admin/events/${id}/registrations`);
    const regs = (await res.json()) as Array<{
      id: number;
      email: string;
      status: string;
      cancelToken?: string;
    }>;
    expect(regs.map((r) => [r.email, r.status])).toEqual([
      ["ann@example.com", "confirmed"],
      ["bob@example.com", "confirmed"],
      ["cy@example.com", "waitlisted"],
    ]);
    expect(regs[0].cancelToken).toBeUndefined();
    const bad = await as(registrationApi, `/api/admin/events/${id}/registrations/${regs[0].id}`, "PUT", {
      status: "gone",
    });
    expect(bad.status).toBe(400);
    const waitlistedAttended = await as(
      registrationApi,
      `/api/admin/events/${id}/registrations/${regs[2].id}`,
      "PUT",
      {
        status: "attended",
      },
    );
    expect(waitlistedAttended.status).toBe(409);
    // The owner cancels Bob: his seat goes to Cy, who gets her invite.
    const cancel = await as(registrationApi, `/api/admin/events/${id}/registrations/${regs[1].id}`, "PUT", {
      status: "cancelled",
    });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).status).toBe("cancelled");
    expect((await mailsTo("cy@example.com")).map((m) => m.kind)).toEqual([
      "webinar-waitlisted",
      "webinar-promoted",
    ]);
    const csv = await as(registrationsApi, `/api/admin/events/${id}/registrations?format=csv`);
    expect(await csv.text()).toContain("cy@example.com,confirmed");
  });

  it("a change of time re-sends every seat its invite: same UID, SEQUENCE raised", async () => {
    const [ann] = await db()
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.email, "ann@example.com"));
    const later = new Date(startsAt.getTime() + 2 * 3600_000);
    const res = await as(eventApi, `/api/admin/events/${id}`, "PUT", { startsAt: later.toISOString() });
    expect(res.status).toBe(200);
    const mails = await mailsTo("ann@example.com");
    const [first, update] = [mails[0], mails.at(-1)!];
    expect(update.kind).toBe("webinar-updated");
    expect(first.attachments[0].content).toContain("SEQUENCE:0");
    expect(update.attachments[0].content).toContain("SEQUENCE:1");
    for (const m of [first, update])
      expect(m.attachments[0].content).toContain(`UID:${inviteUid(ann.cancelToken)}`);
    // A change that is neither time nor link sends nothing.
    const count = (await mailsTo("ann@example.com")).length;
    await as(eventApi, `/api/admin/events/${id}`, "PUT", { summary: "New words." });
    expect((await mailsTo("ann@example.com")).length).toBe(count);
    const unknown = await as(eventApi, `/api/admin/events/${id}`, "PUT", { colour: "red" });
    expect(unknown.status).toBe(400);
  });

  it("sends each reminder once per seat, whatever the number of runs", async () => {
    const event = await (await as(eventApi, `/api/admin/events/${id}`)).json();
    const start = Date.parse(event.startsAt);
    setClockForTests(new Date(start - 23 * 3600_000));
    expect(await sendDueReminders()).toBe(2); // Ann and Cy
    expect(await sendDueReminders()).toBe(0);
    setClockForTests(new Date(start - 30 * 60_000));
    expect(await sendDueReminders()).toBe(2);
    expect(await sendDueReminders()).toBe(0);
    const kinds = (await mailsTo("ann@example.com"))
      .map((m) => m.kind)
      .filter((k) => k.startsWith("webinar-reminder"));
    expect(kinds).toEqual(["webinar-reminder-24h", "webinar-reminder-1h"]);
    const reminder = (await mailsTo("ann@example.com")).find((m) => m.kind === "webinar-reminder-1h")!;
    expect(reminder.text).toContain("https://meet.example.com/cash");
  });

  it("cancelling the event sends METHOD:CANCEL to every seat", async () => {
    const res = await as(eventApi, `/api/admin/events/${id}`, "PUT", { cancelled: true });
    expect(res.status).toBe(200);
    const last = (await mailsTo("ann@example.com")).at(-1)!;
    expect(last.kind).toBe("webinar-cancelled");
    expect(last.attachments[0].content).toContain("METHOD:CANCEL");
    expect(last.attachments[0].content).toContain("SEQUENCE:2");
    expect((await as(eventApi, `/api/admin/events/${id}`, "PUT", { title: "Again" })).status).toBe(409);
  });

  it("the follow-up: the replay to attendees and to no-shows, once", async () => {
    const past = await (
      await as(eventsApi, "/api/admin/events", "POST", {
        ...newEvent,
        slug: "past-session",
        capacity: 5,
        replayUrl: "https://video.example.com/replay",
      })
    ).json();
    for (const email of ["att@example.com", "miss@example.com"])
      await registerForEvent({ name: "Some One", email, eventId: past.id });
    const regs = await (await as(registrationsApi, `/api/admin/events/${past.id}/registrations`)).json();
    await as(registrationApi, `/api/admin/events/${past.id}/registrations/${regs[0].id}`, "PUT", {
      status: "attended",
    });
    await as(registrationApi, `/api/admin/events/${past.id}/registrations/${regs[1].id}`, "PUT", {
      status: "no_show",
    });
    expect(await sendFollowUp(past.id)).toMatchObject({ refused: { status: 409 } }); // not over yet
    setClockForTests(new Date(startsAt.getTime() + 2 * 3600_000));
    expect(await sendFollowUp(past.id)).toEqual({ attended: 1, noShow: 1 });
    expect(await sendFollowUp(past.id)).toMatchObject({
      refused: { message: "The follow-up has already been sent" },
    });
    expect((await mailsTo("att@example.com")).at(-1)!.kind).toBe("webinar-follow-up-attended");
    const sorry = (await mailsTo("miss@example.com")).at(-1)!;
    expect(sorry.subject).toContain("Sorry we missed you");
    expect(sorry.text).toContain("https://video.example.com/replay");
  });

  it("deleting an upcoming event cancels it for everyone first", async () => {
    const e = await (
      await as(eventsApi, "/api/admin/events", "POST", { ...newEvent, slug: "to-delete" })
    ).json();
    await registerForEvent({ name: "Del Person", email: "del@example.com", eventId: e.id });
    expect((await as(eventApi, `/api/admin/events/${e.id}`, "DELETE")).status).toBe(200);
    expect((await mailsTo("del@example.com")).at(-1)!.kind).toBe("webinar-cancelled");
    expect((await as(eventApi, `/api/admin/events/${e.id}`)).status).toBe(404);
  });
});
