/**
 * Admin sessions (React Router's createSessionStorage over the sessions table, signed cookie):
 * malformed, forged, expired and rotated cookies are simply "logged out", logout ends the server
 * session, and the hourly job deletes expired rows.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createCookie } from "react-router";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import * as login from "~/routes/api/admin/login";
import * as logout from "~/routes/api/admin/logout";
import * as status from "~/routes/api/admin/status";
import * as outbox from "~/routes/api/admin/outbox";
import { housekeeping } from "~/background-jobs.server";
import { deleteExpiredSessions } from "~/services/session.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { TEST_ADMIN, cookiePair, createTestAdmin } from "../setup/admin-session";

setupTestDatabase();

let ip = 0;
const logIn = async (cookie?: string) => {
  await createTestAdmin();
  const res = await callRoute(login, {
    method: "POST",
    path: "/api/admin/login",
    body: TEST_ADMIN,
    clientIp: `198.51.100.${++ip}`,
    headers: cookie ? { cookie } : undefined,
  });
  expect(res.status).toBe(200);
  return cookiePair(res.headers.get("set-cookie"));
};

/** Logged in? Asked of the status route and of a private route; neither may fail with a 5xx. */
async function loggedIn(cookie: string): Promise<boolean> {
  const s = await callRoute(status, { path: "/api/admin/status", headers: { cookie } });
  expect(s.status).toBe(200);
  const p = await callRoute(outbox, { path: "/api/admin/outbox", headers: { cookie } });
  expect([200, 401]).toContain(p.status);
  const { isAuthenticated } = (await s.json()) as { isAuthenticated: boolean };
  expect(p.status === 200).toBe(isAuthenticated);
  return isAuthenticated;
}

const secret = process.env.SESSION_SECRET!;
const valueOf = (pair: string) => pair.slice(pair.indexOf("=") + 1);

describe("a cookie that is not a live session is simply logged out", () => {
  it("works with the cookie login gives", async () => {
    expect(await loggedIn(await logIn())).toBe(true);
  });

  it.each([
    ["a malformed percent-escape", "admin_session=%E0%A4%A"],
    ["an empty value", "admin_session="],
    ["garbage", "admin_session=!!!.***"],
    ["an unsigned id (the old format)", "admin_session=aGVsbG8td29ybGQtdGhpcy1pcy1hLXRva2Vu"],
    ["a cookie header with junk around it", "a=%ZZ; admin_session=%; ;=;"],
  ])("%s", async (_name, cookie) => {
    expect(await loggedIn(cookie)).toBe(false);
  });

  it("a real session id with its signature altered", async () => {
    const pair = await logIn();
    const value = decodeURIComponent(valueOf(pair));
    const dot = value.lastIndexOf(".");
    const flipped = value.slice(0, dot + 1) + (value[dot + 1] === "A" ? "B" : "A") + value.slice(dot + 2);
    expect(await loggedIn(`admin_session=${encodeURIComponent(flipped)}`)).toBe(false);
    expect(await loggedIn(pair)).toBe(true);
  });

  it("a session id signed with another secret", async () => {
    const pair = await logIn();
    const id = await createCookie("admin_session", { secrets: [secret] }).parse(pair);
    expect(typeof id).toBe("string");
    const forged = await createCookie("admin_session", {
      secrets: ["another-secret-0123456789abcdef012345"],
    }).serialize(id);
    expect(await loggedIn(cookiePair(forged))).toBe(false);
  });

  it("a correctly signed value that is not a session id", async () => {
    const signed = await createCookie("admin_session", { secrets: [secret] }).serialize({ adminUserId: 1 });
    expect(await loggedIn(cookiePair(signed))).toBe(false);
  });

  it("a session idle for more than 2 hours", async () => {
    const pair = await logIn();
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours 1 minute'` });
    expect(await loggedIn(pair)).toBe(false);
  });

  it("a session used within the idle window but 12 hours after login", async () => {
    const pair = await logIn();
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() - interval '1 second'` });
    expect(await loggedIn(pair)).toBe(false);
  });
});

describe("rotation and logout", () => {
  it("login gives a new id and ends the session the request carried (its row is gone)", async () => {
    await db().delete(sessions);
    const first = await logIn();
    const second = await logIn(first);
    expect(second).not.toBe(first);
    expect(await loggedIn(first)).toBe(false);
    expect(await loggedIn(second)).toBe(true);
    expect(await db().select().from(sessions)).toHaveLength(1);
  });

  it("logout deletes the server session: the old cookie no longer works even if kept", async () => {
    await db().delete(sessions);
    const pair = await logIn();
    const out = await callRoute(logout, {
      method: "POST",
      path: "/api/admin/logout",
      headers: { cookie: pair },
    });
    expect(out.status).toBe(200);
    expect(await db().select().from(sessions)).toHaveLength(0);
    expect(await loggedIn(pair)).toBe(false);
  });

  it("stores a hash of the id, never the id itself", async () => {
    await db().delete(sessions);
    const pair = await logIn();
    const id = (await createCookie("admin_session", { secrets: [secret] }).parse(pair)) as string;
    const [row] = await db().select().from(sessions);
    expect(row.id).not.toBe(id);
    expect(row.id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the cleanup job", () => {
  it("deletes idle-expired and absolutely expired sessions and keeps live ones", async () => {
    await db().delete(sessions);
    const live = await logIn();
    await logIn();
    await logIn();
    const liveId = (await createCookie("admin_session", { secrets: [secret] }).parse(live)) as string;
    const liveRow = createHash("sha256").update(liveId).digest("hex");
    const [a, b] = (await db().select().from(sessions)).filter((r) => r.id !== liveRow);
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '3 hours'` })
      .where(eq(sessions.id, a.id));
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, b.id));

    await housekeeping.run();
    const left = await db().select().from(sessions);
    expect(left.map((r) => r.id)).toEqual([liveRow]);
    expect(await loggedIn(live)).toBe(true);
    expect(await deleteExpiredSessions()).toBe(0);
  });
});
