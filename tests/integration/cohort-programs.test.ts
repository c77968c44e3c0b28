/**
 * Programs of several sessions (product.md §10.18, decision 0108): a 6-session cohort through the
 * admin API, its pages, one .ics with a VEVENT per session, each session's two reminders once per
 * seat under a moved clock across a restart, no registration once started, attendance per session,
 * and bad input refused with nothing stored.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, eventSessions, events, outbox, sessionAttendance } from "~/db/schema";
import * as eventsApi from "~/routes/api/admin/events";
import * as eventApi from "~/routes/api/admin/events.$id";
import * as attendanceApi from "~/routes/api/admin/events.$id.sessions.$number.attendance";
import * as registrationApi from "~/routes/api/admin/events.$id.registrations.$registrationId";
import { registerForEvent } from "~/features/events/registrations.server";
import { publishedEventBySlug } from "~/features/events/events.server";
import { sendDueReminders } from "~/features/events/reminders.server";
import { webinarEventJsonLd } from "~/content/webinar-structured-data";
import { setClockForTests } from "~/utils/clock.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();
afterEach(() => setClockForTests(undefined));

const HOUR = 3600_000;
// Wednesday February 3, 2027 is session 3 of 6: the cohort meets weekly at 2 PM in New York.
const week = (n: number) => new Date(Date.UTC(2027, 0, 20 + 7 * n, 19, 0));
const starts = [0, 1, 2, 3, 4, 5].map(week);
const cohort = {
  title: "Finance for Leaders: the Six-Week Cohort",
  slug: "finance-cohort-2027",
  summary: "Six weekly meetings, one set of numbers.",
  timeZone: "America/New_York",
  capacity: 10,
  joinUrl: "https://meet.example.com/cohort",
  host: "Jordan Ellis, Founder & Lead Facilitator",
  published: true,
  // Sent out of order: stored by start.
  sessions: [...starts].reverse().map((at, i) => ({
    startsAt: at.toISOString(),
    durationMinutes: 90,
    ...(i === 0 ? { joinUrl: "https://meet.example.com/finale" } : {}),
  })),
};

const as = async (mod: Parameters<typeof callRoute>[0], path: string, method = "GET", body?: unknown) =>
  callRoute(mod, { path, method, body, headers: { cookie: await adminCookie() } });
const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
const counts = async () => ({
  events: (await db().select().from(events)).length,
  sessions: (await db().select().from(eventSessions)).length,
  marks: (await db().select().from(sessionAttendance)).length,
});

describe("a program of sessions", () => {
  let id: number;
  const attendees = ["ana", "ben", "cho", "dev"].map((n) => `${n}@cohort.example.com`);

  it("refuses a malformed session list with 400 and stores nothing", async () => {
    setClockForTests(new Date(Date.UTC(2027, 0, 1)));
    const before = await counts();
    const at = (d: Date, minutes = 60) => ({ startsAt: d.toISOString(), durationMinutes: minutes });
    for (const [sessions, message] of [
      [[at(week(0), 90), at(new Date(week(0).getTime() + HOUR))], "Sessions must not overlap"],
      [Array.from({ length: 13 }, (_, i) => at(week(i))), "at most 12 sessions"],
      [[at(week(0), 0)], "at least 5"],
      [[], "at least one session"],
      [[{ durationMinutes: 60 }], "ISO date"],
    ] as const) {
      const res = await as(eventsApi, "/api/admin/events", "POST", { ...cohort, sessions });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(JSON.stringify(body)).toContain(message);
    }
    // Both ways at once, or neither: refused.
    const both = await as(eventsApi, "/api/admin/events", "POST", {
      ...cohort,
      startsAt: week(0).toISOString(),
      durationMinutes: 60,
    });
    expect(both.status).toBe(400);
    const { sessions: _none, ...neither } = cohort;
    expect((await as(eventsApi, "/api/admin/events", "POST", neither)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("creates a 6-session cohort through the API, stored by start, numbered from 1", async () => {
    setClockForTests(new Date(Date.UTC(2027, 0, 1)));
    const res = await as(eventsApi, "/api/admin/events", "POST", cohort);
    expect(res.status).toBe(201);
    const created = await res.json();
    id = created.id;
    expect(created.sessions.map((s: { number: number }) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(created.sessions.map((s: { startsAt: string }) => Date.parse(s.startsAt))).toEqual(
      starts.map((d) => d.getTime()),
    );
    expect(created.sessions[5].joinUrl).toBe("https://meet.example.com/finale");
    // The event's start is the first session's (what "upcoming" and the refund terms read).
    expect(Date.parse(created.startsAt)).toBe(starts[0].getTime());
    const read = await (await as(eventApi, `/api/admin/events/${id}`)).json();
    expect(read.sessions).toEqual(created.sessions);
    expect(read.sessions[0].id).toEqual(expect.any(Number));
  });

  it("keeps the shorthand a one-session event, and refuses it on a program (nothing changed)", async () => {
    setClockForTests(new Date(Date.UTC(2027, 0, 1)));
    const one = await as(eventsApi, "/api/admin/events", "POST", {
      ...cohort,
      sessions: undefined,
      slug: "one-session",
      startsAt: week(1).toISOString(),
      durationMinutes: 60,
    });
    expect(one.status).toBe(201);
    expect((await one.json()).sessions).toHaveLength(1);
    const shorthand = await as(eventApi, `/api/admin/events/${id}`, "PUT", { durationMinutes: 30 });
    expect(shorthand.status).toBe(409);
    const overlap = await as(eventApi, `/api/admin/events/${id}`, "PUT", {
      sessions: [
        { startsAt: week(0).toISOString(), durationMinutes: 90 },
        { startsAt: new Date(week(0).getTime() + HOUR).toISOString(), durationMinutes: 90 },
      ],
    });
    expect(overlap.status).toBe(400);
    const read = await (await as(eventApi, `/api/admin/events/${id}`)).json();
    expect(read.sessions).toHaveLength(6);
    expect(read.sessions.every((s: { durationMinutes: number }) => s.durationMinutes === 90)).toBe(true);
  });

  it("shows every session on the page and as subEvents; one invite holds a VEVENT per session", async () => {
    setClockForTests(new Date(Date.UTC(2027, 0, 1)));
    const view = (await publishedEventBySlug(cohort.slug))!;
    expect(view.sessions.map((s) => s.line)[2]).toBe(
      "Session 3 of 6: Wednesday, February 3, 2027, 2:00 – 3:30 PM EST",
    );
    const ld = webinarEventJsonLd(view, "https://example.com");
    expect((ld.subEvent as unknown[]).length).toBe(6);
    expect(ld.endDate).toBe("2027-02-24T15:30:00-05:00");

    for (const email of attendees)
      expect(await registerForEvent({ name: email.split("@")[0], email, eventId: id })).toEqual({
        place: "confirmed",
      });
    const [seat] = (await mailsTo(attendees[0])).filter((m) => m.kind === "webinar-confirmation");
    const ics = seat.attachments[0].content;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(new Set(ics.match(/^UID:.*$/gm)).size).toBe(6);
    expect(ics).toContain("meet.example.com/finale");
    expect(seat.text).toContain("Session 6 of 6: Wednesday, February 24, 2027");
  });

  it("sends each session's 24 h and 1 h reminders once per seat, across a restart and two runs at once", async () => {
    for (const start of starts) {
      for (const at of [start.getTime() - 23 * HOUR, start.getTime() - 30 * 60_000]) {
        setClockForTests(new Date(at));
        await Promise.all([sendDueReminders(), sendDueReminders()]); // two instances
        await sendDueReminders(); // a restart: the same database, a fresh run
      }
    }
    for (const email of attendees) {
      const reminders = (await mailsTo(email)).filter((m) => m.kind.startsWith("webinar-reminder"));
      expect(reminders.map((m) => m.subject)).toEqual(
        [1, 2, 3, 4, 5, 6].flatMap((n) => [
          `Tomorrow: ${cohort.title} (session ${n} of 6)`,
          `In one hour: ${cohort.title} (session ${n} of 6)`,
        ]),
      );
      expect(reminders.at(-1)!.text).toContain("https://meet.example.com/finale");
    }
  });

  it("closes registration once the first session has started (the page says so)", async () => {
    setClockForTests(new Date(starts[0].getTime() + 60_000));
    expect(await registerForEvent({ name: "Late", email: "late@cohort.example.com", eventId: id })).toEqual({
      refused: {
        status: 400,
        message: "This program has started: registration is closed.",
        field: "eventId",
      },
    });
    expect((await publishedEventBySlug(cohort.slug))!.running).toBe(true);
    expect(await mailsTo("late@cohort.example.com")).toEqual([]);
  });

  it("marks attendance per session; the whole-event status follows; bad marks are refused, nothing stored", async () => {
    const regs = await db()
      .select()
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.email, attendees))
      .orderBy(eventRegistrations.email);
    const mark = (number: number, registrationId: number, attended: boolean) =>
      as(attendanceApi, `/api/admin/events/${id}/sessions/${number}/attendance`, "PUT", {
        registrationId,
        attended,
      });
    const before = await counts();
    expect((await mark(7, regs[0].id, true)).status).toBe(404);
    expect((await mark(0, regs[0].id, true)).status).toBe(404);
    expect((await mark(1, 999999, true)).status).toBe(400);
    expect((await as(attendanceApi, `/api/admin/events/${id}/sessions/1/attendance`, "PUT", {})).status).toBe(
      400,
    );
    expect(
      (
        await as(attendanceApi, `/api/admin/events/999999/sessions/1/attendance`, "PUT", {
          registrationId: regs[0].id,
          attended: true,
        })
      ).status,
    ).toBe(404);
    expect(await counts()).toEqual(before);

    // ana: all 6; ben: 5 of 6; cho: 4; dev: none, every session marked absent.
    const plan = [6, 5, 4, 0];
    for (const [i, r] of regs.entries())
      for (let n = 1; n <= 6; n++) {
        const res = await mark(n, r.id, n <= plan[i]);
        expect(res.status).toBe(200);
      }
    const after = await db()
      .select({ email: eventRegistrations.email, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(inArray(eventRegistrations.email, attendees))
      .orderBy(eventRegistrations.email);
    expect(after.map((r) => r.status)).toEqual(["attended", "attended", "attended", "no_show"]);
    // The whole-event mark of a program is its sessions': refused.
    const whole = await as(registrationApi, `/api/admin/events/${id}/registrations/${regs[0].id}`, "PUT", {
      status: "no_show",
    });
    expect(whole.status).toBe(409);
    const present = await db().select().from(sessionAttendance).where(eq(sessionAttendance.attended, true));
    expect(present).toHaveLength(15);
  });
});
