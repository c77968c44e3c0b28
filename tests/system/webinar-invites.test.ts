import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerOf, startTestSmtpServer, type ReceivedMail } from "../mocks/smtp";
import { postgresInstalled, startPrivatePostgres } from "./postgres-server";
import { kill9, startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * Webinar events (product.md §10.9) through the real built server and a real SMTP server: the invite, its
 * update (same UID, SEQUENCE raised), the cancellation (METHOD:CANCEL), and both reminders exactly once each
 * after a SIGKILL and a restart at the reminder time (the clock moved through CLOCK_OFFSET_FILE), on PGlite
 * and with two instances on one PostgreSQL.
 */

const ADMIN = { email: "events-admin@example.com", password: "events-admin-password-123" };
const HOUR = 3600_000;

type Smtp = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The text/calendar part of a received message, decoded (sent base64). */
function calendarOf(mail: ReceivedMail): string | undefined {
  const m = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)(?:\r?\n--|$)/i.exec(mail.raw);
  return m ? Buffer.from(m[1].replace(/\s+/g, ""), "base64").toString("utf8") : undefined;
}
const field = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(ics)?.[1]?.trim();
const subjectOf = (m: ReceivedMail) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? "";

async function waitFor<T>(what: string, read: () => T | undefined | false, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function adminCookie(server: ServerProcess) {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.70.0.1" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const api = (server: ServerProcess, cookie: string, p: string, method = "GET", body?: unknown) =>
  fetch(`${server.url}${p}`, {
    method,
    headers: { cookie, "content-type": "application/json", "x-forwarded-for": "10.70.0.1" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let ip = 0;
const register = (server: ServerProcess, email: string, eventId: number) =>
  fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.80.${++ip >> 8}.${ip & 255}` },
    body: JSON.stringify({ name: "Reg Istrant", email, leadType: "webinar", eventId }),
  });

const toWhole = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

function newEvent(slug: string, startsAt: string, capacity: number) {
  return {
    title: `Session ${slug}`,
    slug,
    summary: "A session for the system test.",
    startsAt,
    timeZone: "America/New_York",
    durationMinutes: 60,
    capacity,
    joinUrl: "https://meet.example.com/system",
    host: "Jordan Ellis, Founder & Lead Facilitator",
    published: true,
  };
}

describe("webinar invites and reminders on one server, across a SIGKILL", () => {
  let smtp: Smtp;
  let server: ServerProcess;
  const clockFile = path.join(tempDir("clock-"), "offset");
  const dataDir = tempDir("events-");
  const databaseUrl = path.join(dataDir, "pglite");
  const env = () => ({
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CLOCK_OFFSET_FILE: clockFile,
  });
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    writeFileSync(clockFile, "0");
    smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    server = await startServer({ databaseUrl, dataDir, env: env() });
    cleanups.push(() => server.stop());
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("invite, update, both reminders once each across kills, then the cancellation", async () => {
    const cookie = await adminCookie(server);
    const start = Date.now() + 3 * 24 * HOUR;
    const created = await api(
      server,
      cookie,
      "/api/admin/events",
      "POST",
      newEvent("sigkill", toWhole(start), 5),
    );
    expect(created.status).toBe(201);
    const event = await created.json();
    const email = `maya-${Date.now()}@example.com`;
    expect(await (await register(server, email, event.id)).json()).toMatchObject({ place: "confirmed" });

    const mine = () => smtp.messages.filter((m) => m.to.includes(email));
    const invite = await waitFor("the invite", () => mine().find((m) => calendarOf(m)));
    const ics = calendarOf(invite)!;
    expect(field(ics, "METHOD")).toBe("REQUEST");
    expect(field(ics, "SEQUENCE")).toBe("0");
    expect(ics).toContain("TRIGGER:-PT15M");
    const uid = field(ics, "UID");
    expect(uid).toMatch(/^webinar-[0-9a-f]{32}@127\.0\.0\.1$/);

    // A new time: the same calendar entry, updated in place.
    const moved = Date.parse(event.startsAt) + HOUR;
    const put = await api(server, cookie, `/api/admin/events/${event.id}`, "PUT", {
      startsAt: toWhole(moved),
    });
    expect(put.status).toBe(200);
    const update = await waitFor("the update", () => mine().find((m) => subjectOf(m).startsWith("Updated:")));
    expect(field(calendarOf(update)!, "UID")).toBe(uid);
    expect(field(calendarOf(update)!, "SEQUENCE")).toBe("1");

    // The clock reaches each reminder's time; the server is killed at once and started again there.
    for (const [lead, before] of [
      ["Tomorrow:", 23 * HOUR],
      ["In one hour:", 30 * 60_000],
    ] as const) {
      writeFileSync(clockFile, String(moved - before - Date.now()));
      await kill9(server);
      server = await startServer({ databaseUrl, dataDir, env: env() });
      await waitFor(lead, () => mine().some((m) => subjectOf(m).startsWith(lead)));
    }
    // Several more ticks of the reminder job (every 5 s) and the outbox (every 3 s): nothing again.
    await new Promise((r) => setTimeout(r, 12_000));
    // What the mailbox shows: a kill between the SMTP server's 250 and our commit resends the
    // message with its one Message-ID (decision 0105), which the recipient's mailbox keeps once; a
    // reminder claimed twice would be two messages, two Message-IDs.
    const reminders = [
      ...new Map(
        mine()
          .filter((m) => /^(Tomorrow|In one hour):/.test(subjectOf(m)))
          .map((m) => [headerOf(m, "Message-ID"), m]),
      ).values(),
    ];
    expect(reminders.map(subjectOf).sort()).toEqual([
      `In one hour: ${event.title}`,
      `Tomorrow: ${event.title}`,
    ]);
    expect(reminders.every((m) => m.raw.includes("https://meet.example.com/system"))).toBe(true);

    // The owner cancels the session: METHOD:CANCEL for the same entry.
    const cancelCookie = await adminCookie(server);
    expect(
      (await api(server, cancelCookie, `/api/admin/events/${event.id}`, "PUT", { cancelled: true })).status,
    ).toBe(200);
    const cancel = await waitFor("the cancellation", () =>
      mine().find((m) => subjectOf(m).startsWith("Cancelled:")),
    );
    const cancelIcs = calendarOf(cancel)!;
    expect(field(cancelIcs, "METHOD")).toBe("CANCEL");
    expect(field(cancelIcs, "UID")).toBe(uid);
    expect(field(cancelIcs, "SEQUENCE")).toBe("2");
    expect(field(cancelIcs, "STATUS")).toBe("CANCELLED");
  });
});

describe.runIf(postgresInstalled)("webinar seats and reminders with two instances on one PostgreSQL", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: Smtp;
  const clockFile = path.join(tempDir("clock-pg-"), "offset");
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    writeFileSync(clockFile, "0");
    const pg = await startPrivatePostgres();
    cleanups.push(pg.destroy);
    smtp = await startTestSmtpServer();
    cleanups.push(smtp.close);
    const env = {
      TRUST_PROXY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      CLOCK_OFFSET_FILE: clockFile,
      // The default pool (10): each instance's registrations for one event take their turn before
      // asking it for a connection (decision 0091), so 100 at once on each need no larger one.
      SESSION_SECRET: "events-instances-session-secret-0123456789abcdef",
      CAPTCHA_HMAC_KEY: "events-instances-captcha-key-0123456789abcdef01",
    };
    [a, b] = await Promise.all([
      startServer({ databaseUrl: pg.url, dataDir: tempDir("ev-a-"), env }),
      startServer({ databaseUrl: pg.url, dataDir: tempDir("ev-b-"), env }),
    ]);
    cleanups.push(a.stop, b.stop);
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("shows a seat taken on one instance in the other's kept page on the next GET (decision 0091)", async () => {
    const cookie = await adminCookie(a);
    const event = await (
      await api(
        a,
        cookie,
        "/api/admin/events",
        "POST",
        newEvent("cache-two", toWhole(Date.now() + 9 * 24 * HOUR), 3),
      )
    ).json();
    const seatsLeft = async (server: ServerProcess) =>
      Number(
        /"remainingAttendeeCapacity":(\d+)/.exec(
          await (await fetch(`${server.url}/webinars/cache-two`)).text(),
        )?.[1],
      );
    expect(await seatsLeft(b)).toBe(3);
    expect(await seatsLeft(b)).toBe(3); // now from b's page cache
    expect((await register(a, `cache-two-${Date.now()}@example.com`, event.id)).status).toBe(200);
    expect(await seatsLeft(b)).toBe(2);
    expect(await seatsLeft(a)).toBe(2);
  });

  it("gives exactly the seats when registrations arrive on both at once, and each reminder once per seat", async () => {
    const cookie = await adminCookie(a);
    const start = Date.now() + 2 * 24 * HOUR;
    // The size: 200 registrations at once for 50 seats, half on each instance.
    const SEATS = 50;
    const TOTAL = 200;
    const event = await (
      await api(a, cookie, "/api/admin/events", "POST", newEvent("two-instances", toWhole(start), SEATS))
    ).json();
    const emails = Array.from({ length: TOTAL }, (_, i) => `pg-${i}-${Date.now()}@example.com`);
    const answers = await Promise.all(
      emails.map(async (email, i) => {
        const res = await register(i % 2 ? a : b, email, event.id);
        if (res.status !== 200)
          throw new Error(`${res.status} ${await res.text()}\n${(i % 2 ? a : b).output().slice(-2000)}`);
        return ((await res.json()) as { place: string }).place;
      }),
    );
    expect(answers.filter((p) => p === "confirmed")).toHaveLength(SEATS);
    expect(answers.filter((p) => p === "waitlisted")).toHaveLength(TOTAL - SEATS);
    // The registrations are a paged list (product.md §10.9): the confirmed ones, all on one page.
    const regs = (await (
      await api(b, cookie, `/api/admin/events/${event.id}/registrations?status=confirmed&pageSize=100`)
    ).json()) as Array<{
      email: string;
      status: string;
    }>;
    const seated = regs.filter((r) => r.status === "confirmed").map((r) => r.email);
    expect(seated).toHaveLength(SEATS);

    const start1 = Date.parse(event.startsAt);
    for (const [lead, before] of [
      ["Tomorrow:", 23 * HOUR],
      ["In one hour:", 30 * 60_000],
    ] as const) {
      writeFileSync(clockFile, String(start1 - before - Date.now()));
      const sent = () => smtp.messages.filter((m) => subjectOf(m).startsWith(lead));
      await waitFor(`${SEATS} "${lead}" reminders`, () => sent().length >= SEATS, 120_000);
      // Both instances' jobs and outbox workers tick several more times: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 12_000));
      const to = sent().flatMap((m) => m.to);
      expect(to).toHaveLength(SEATS);
      expect(new Set(to)).toEqual(new Set(seated));
    }
  });
});
