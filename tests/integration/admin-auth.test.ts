import { describe, expect, it, afterEach } from "vitest";
import { eq, like, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits, sessions } from "~/db/schema";
import * as login from "~/routes/api/admin/login";
import * as logout from "~/routes/api/admin/logout";
import * as status from "~/routes/api/admin/status";
import * as subscribers from "~/routes/api/admin/newsletter-subscribers";
import { resetEnvCache } from "~/utils/env.server";
import { captchaMessages } from "~/services/captcha.server";
import { callRoute } from "../setup/route";
import { solvedCaptchaToken } from "../setup/captcha";
import { setupTestDatabase } from "../setup/db";
import { TEST_ADMIN, cookiePair, createTestAdmin } from "../setup/admin-session";

setupTestDatabase();

let ipCounter = 0;
/** Each test logs in from its own address so that per-address counters do not leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const postLogin = (body: unknown, opts: { ip?: string; cookie?: string } = {}) =>
  callRoute(login, {
    method: "POST",
    path: "/api/admin/login",
    body,
    clientIp: opts.ip ?? freshIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : undefined,
  });

const getStatus = async (cookie?: string) =>
  (await callRoute(status, { path: "/api/admin/status", headers: cookie ? { cookie } : undefined })).json();

describe("POST /api/admin/login", () => {
  it("logs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    await createTestAdmin();
    const res = await postLogin(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, isAuthenticated: true, email: TEST_ADMIN.email });
    const setCookie = res.headers.get("set-cookie")!;
    // A signed id: the random id, a dot and its HMAC (React Router's createCookie).
    expect(setCookie).toMatch(/^admin_session=[^;]{60,};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    expect(await getStatus(cookiePair(setCookie))).toEqual({
      isAuthenticated: true,
      email: TEST_ADMIN.email,
    });
  });

  it("accepts the e-mail in another letter case", async () => {
    await createTestAdmin();
    const res = await postLogin({ email: "Admin@Example.COM", password: TEST_ADMIN.password });
    expect(res.status).toBe(200);
  });

  it("marks the cookie Secure (and __Host-) when the site is served over HTTPS", async () => {
    await createTestAdmin();
    const before = process.env.SITE_URL;
    process.env.SITE_URL = "https://acumen.example";
    resetEnvCache();
    try {
      const res = await postLogin(TEST_ADMIN);
      expect(res.headers.get("set-cookie")).toMatch(/^__Host-admin_session=.*; Secure/);
    } finally {
      process.env.SITE_URL = before;
      resetEnvCache();
    }
  });

  it("gives a new session id at every login and ends the session the request carried", async () => {
    await createTestAdmin();
    const first = cookiePair((await postLogin(TEST_ADMIN)).headers.get("set-cookie"));
    const second = cookiePair((await postLogin(TEST_ADMIN, { cookie: first })).headers.get("set-cookie"));
    expect(second).not.toBe(first);
    expect((await getStatus(first)).isAuthenticated).toBe(false);
    expect((await getStatus(second)).isAuthenticated).toBe(true);
  });

  it("answers an unknown e-mail and a wrong password the same way", async () => {
    await createTestAdmin();
    const unknown = await postLogin({ email: "nobody@example.com", password: "whatever-password" });
    const wrong = await postLogin({ email: TEST_ADMIN.email, password: "wrong-password!" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual({ error: "Invalid credentials" });
    expect(b).toEqual(a);
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("takes about as long for an unknown e-mail as for a wrong password (a hash is checked either way)", async () => {
    await createTestAdmin();
    const time = async (email: string) => {
      const t0 = performance.now();
      await postLogin({ email, password: "not-the-password" });
      return performance.now() - t0;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(`ghost${i}@example.com`));
      wrong.push(await time(TEST_ADMIN.email));
    }
    await db().delete(rateLimits).where(like(rateLimits.key, "login:%"));
    // Without the dummy hash an unknown e-mail answers in ~1 ms against ~50 ms for argon2id.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it.each([
    ["no e-mail", { password: "x" }, "email"],
    ["an invalid e-mail", { email: "not-an-email", password: "x" }, "email"],
    ["an empty password", { email: "a@example.com", password: "" }, "password"],
    ["no password", { email: "a@example.com" }, "password"],
  ])("refuses %s with a 400 naming the field", async (_name, body, field) => {
    const res = await postLogin(body);
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(field);
  });

  it("answers GET with 405", async () => {
    expect((await callRoute(login, { method: "GET", path: "/api/admin/login" })).status).toBe(405);
  });
});

describe("brute force limits", () => {
  afterEach(async () => {
    await db().delete(rateLimits).where(like(rateLimits.key, "login:%"));
  });

  /** Wrong passwords for the admin, each from a new address (a distributed attacker). */
  async function attackFromManyAddresses(guesses: number) {
    const statuses = [];
    for (let i = 1; i <= guesses; i++) {
      statuses.push((await postLogin({ email: TEST_ADMIN.email, password: `guess-${i}` })).status);
    }
    return statuses;
  }

  it("lets the owner in during an attack from many addresses: past five failures the login asks for the captcha instead of refusing", async () => {
    await createTestAdmin();
    const statuses = await attackFromManyAddresses(30);
    // Five guesses are checked; every later one is refused unchecked, for want of a captcha.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([400]));

    const ownerIp = "192.0.2.10";
    const asked = await postLogin(TEST_ADMIN, { ip: ownerIp });
    expect(asked.status).toBe(400);
    expect(await asked.json()).toMatchObject({
      error: "Please complete the CAPTCHA verification.",
      captchaRequired: true,
    });
    const res = await postLogin({ ...TEST_ADMIN, captchaToken: await solvedCaptchaToken() }, { ip: ownerIp });
    expect(res.status).toBe(200);
    // A success forgets the e-mail's count: the next login needs no captcha.
    expect((await postLogin(TEST_ADMIN, { ip: ownerIp })).status).toBe(200);
  });

  it("tells the form to show the captcha with the failure that used up the free attempts", async () => {
    await createTestAdmin();
    await attackFromManyAddresses(4);
    const fifth = await postLogin({ email: TEST_ADMIN.email, password: "guess-5" });
    expect(fifth.status).toBe(401);
    expect(await fifth.json()).toEqual({ error: "Invalid credentials", captchaRequired: true });
  });

  it("checks no guess past the free attempts without a fresh solved captcha (the right password is not accepted either)", async () => {
    await createTestAdmin();
    await attackFromManyAddresses(5);
    expect((await postLogin(TEST_ADMIN)).status).toBe(400);
    expect((await postLogin({ ...TEST_ADMIN, captchaToken: "bm90IGEgdG9rZW4=" })).status).toBe(400);
    const token = await solvedCaptchaToken();
    expect(
      (await postLogin({ email: TEST_ADMIN.email, password: "guess-6", captchaToken: token })).status,
    ).toBe(401);
    // One solution, one guess.
    const replay = await postLogin({ ...TEST_ADMIN, captchaToken: token });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe(captchaMessages.used);
  });

  it("gives an attacker on one address ten guesses per e-mail in 15 minutes (the last five with a captcha each), then 429 until the window passes", async () => {
    await createTestAdmin();
    const ip = "203.0.113.150";
    const guesses = [];
    for (let i = 1; i <= 12; i++) {
      const captchaToken = i > 5 ? await solvedCaptchaToken() : undefined;
      guesses.push(
        (await postLogin({ email: TEST_ADMIN.email, password: `guess-${i}`, captchaToken }, { ip })).status,
      );
    }
    // Even with solved captchas, the eleventh guess from the address is refused.
    expect(guesses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    const refused = await postLogin({ ...TEST_ADMIN, captchaToken: await solvedCaptchaToken() }, { ip });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.error).toMatch(/Too many failed login attempts\. Please try again in 15 minutes\./);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);

    // The window passes.
    await db()
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(like(rateLimits.key, "login:%"));
    expect((await postLogin(TEST_ADMIN, { ip })).status).toBe(200);
    const left = await db()
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `login:%${TEST_ADMIN.email}%`));
    expect(left).toEqual([]);
  });

  it("limits failed logins per client address across e-mails (20 per window)", async () => {
    await createTestAdmin();
    const ip = "203.0.113.200";
    for (let i = 1; i <= 20; i++) {
      expect((await postLogin({ email: `victim${i}@example.com`, password: "guess" }, { ip })).status).toBe(
        401,
      );
    }
    const res = await postLogin(TEST_ADMIN, { ip });
    expect(res.status).toBe(429);
    expect((await res.json()).error).toMatch(/Too many failed login attempts/);
    // Another address is unaffected.
    expect((await postLogin(TEST_ADMIN, { ip: "203.0.113.201" })).status).toBe(200);
  });

  it("counts only failures against an address: many admins behind one address can keep logging in", async () => {
    await createTestAdmin();
    const ip = "203.0.113.210";
    for (let i = 0; i < 25; i++) expect((await postLogin(TEST_ADMIN, { ip })).status).toBe(200);
    expect((await postLogin({ email: TEST_ADMIN.email, password: "wrong-password!" }, { ip })).status).toBe(
      401,
    );
    const [row] = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:ip:${ip}`));
    expect(row.count).toBe(1);
  });
});

describe("logout and status", () => {
  it("ends the session on the server: the old cookie no longer opens anything", async () => {
    await createTestAdmin();
    const cookie = cookiePair((await postLogin(TEST_ADMIN)).headers.get("set-cookie"));
    expect(
      (await callRoute(subscribers, { path: "/api/admin/newsletter-subscribers", headers: { cookie } }))
        .status,
    ).toBe(200);

    const out = await callRoute(logout, { method: "POST", path: "/api/admin/logout", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^admin_session=; .*Expires=Thu, 01 Jan 1970/);
    const token = cookie.split("=")[1];
    expect(token.length).toBeGreaterThan(20);

    expect(await getStatus(cookie)).toEqual({ isAuthenticated: false });
    const after = await callRoute(subscribers, {
      path: "/api/admin/newsletter-subscribers",
      headers: { cookie },
    });
    expect(after.status).toBe(401);
  });

  it("logs out without a session too", async () => {
    const res = await callRoute(logout, { method: "POST", path: "/api/admin/logout" });
    expect(res.status).toBe(200);
  });

  it("reports logged out without a cookie, with a forged one and after the idle timeout", async () => {
    expect(await getStatus()).toEqual({ isAuthenticated: false });
    expect(await getStatus("admin_session=forged-token")).toEqual({ isAuthenticated: false });
    await createTestAdmin();
    const cookie = cookiePair((await postLogin(TEST_ADMIN)).headers.get("set-cookie"));
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '3 hours'` });
    expect(await getStatus(cookie)).toEqual({ isAuthenticated: false });
  });
});
