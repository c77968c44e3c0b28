import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, tempDir, type ServerProcess } from "./server-process";

/**
 * The webinar pages from the page cache (decision 0091) through the built server, whose page cache is
 * on: kept between changes (no render per visit), and never stale: a registration changes the seats
 * on the next GET, and the clock passing a session's start changes /webinar's "next session".
 */

const ADMIN = { email: "cache-admin@example.com", password: "cache-admin-password-123" };
const HOUR = 3600_000;

let server: ServerProcess;
let cookie = "";
const clockFile = path.join(tempDir("clock-cache-"), "offset");
const dataDir = tempDir("event-cache-");

beforeAll(async () => {
  writeFileSync(clockFile, "0");
  server = await startServer({
    databaseUrl: path.join(dataDir, "pglite"),
    dataDir,
    env: {
      TRUST_PROXY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CLOCK_OFFSET_FILE: clockFile,
    },
  });
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.71.0.1" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(() => server?.stop());

const toWhole = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

async function createEvent(slug: string, startsAt: number, capacity: number) {
  const res = await fetch(`${server.url}/api/admin/events`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "x-forwarded-for": "10.71.0.1" },
    body: JSON.stringify({
      title: `Session ${slug}`,
      slug,
      summary: `The ${slug} session.`,
      startsAt: toWhole(startsAt),
      timeZone: "America/New_York",
      durationMinutes: 60,
      capacity,
      host: "Jordan Ellis",
      published: true,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; slug: string; title: string };
}

let ip = 0;
async function register(email: string, eventId: number) {
  const res = await fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.72.${++ip >> 8}.${ip & 255}` },
    body: JSON.stringify({ name: "Reg Istrant", email, leadType: "webinar", eventId }),
  });
  expect(res.status).toBe(200);
}

const page = async (p: string) => {
  const res = await fetch(`${server.url}${p}`);
  expect(res.status).toBe(200);
  return res.text();
};
const seatsLeft = (html: string) => Number(/"remainingAttendeeCapacity":(\d+)/.exec(html)?.[1]);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("webinar pages in the page cache", () => {
  it("shows a registration's seat on the next GET, on /webinar and the event's own page", async () => {
    const event = await createEvent("cached-seats", Date.now() + 5 * 24 * HOUR, 3);
    expect(seatsLeft(await page("/webinar"))).toBe(3);
    expect(seatsLeft(await page(`/webinars/${event.slug}`))).toBe(3);
    // Kept: the same page again, unchanged.
    expect(seatsLeft(await page("/webinar"))).toBe(3);

    await register(`cache-a-${Date.now()}@example.com`, event.id);
    expect(seatsLeft(await page("/webinar"))).toBe(2);
    expect(seatsLeft(await page(`/webinars/${event.slug}`))).toBe(2);
    await register(`cache-b-${Date.now()}@example.com`, event.id);
    expect(seatsLeft(await page(`/webinars/${event.slug}`))).toBe(1);
    expect(seatsLeft(await page("/webinar"))).toBe(1);
  });

  it("changes /webinar's next session when the clock passes a start, with nobody writing", async () => {
    const soon = Date.now() + 6 * 24 * HOUR;
    const later = await createEvent("cached-later", soon + 2 * 24 * HOUR, 10);
    // The earlier session of the first test (5 days) is next; then, past it, this one's 6 days.
    const next = await createEvent("cached-next", soon, 10);
    await page("/webinar");
    expect(titleOf(await page("/webinar"))).not.toContain(next.title);
    writeFileSync(clockFile, String(5 * 24 * HOUR + HOUR));
    await expect.poll(async () => titleOf(await page("/webinar")), { timeout: 5_000 }).toContain(next.title);
    expect(seatsLeft(await page("/webinar"))).toBe(10);
    writeFileSync(clockFile, String(6 * 24 * HOUR + HOUR));
    await expect.poll(async () => titleOf(await page("/webinar")), { timeout: 5_000 }).toContain(later.title);
    expect(await page(`/webinars/${next.slug}`)).toContain("This session has passed.");
  });
});
