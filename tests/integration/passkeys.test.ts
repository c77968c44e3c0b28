/**
 * Passkeys as a second factor (product.md §10.8): adding one (options, then the browser's answer verified
 * against the pending challenge, SITE_URL's origin and host), the first factor bringing recovery codes,
 * removal; the second step completed with a passkey as with a code (session, audit rows, rate limit);
 * bad input 4xx never 500, a replayed or wrong challenge refused, the step's passkey endpoints refused
 * without the step's cookie. A software authenticator (tests/setup/soft-authenticator.ts) answers.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { routerContextFor } from "~/context";
import { db } from "~/db/client.server";
import { adminPasskeyChallenges, adminPasskeys, auditLog } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";
import { loadRouteTable, requestHandlerFor } from "../setup/route-table";
import { setupTestDatabase } from "../setup/db";
import { cookiePair, createTestAdmin } from "../setup/admin-session";
import { SoftAuthenticator } from "../setup/soft-authenticator";

setupTestDatabase();

const ORIGIN = new URL(process.env.SITE_URL!).origin;
const table = await loadRouteTable();
let handle: (request: Request, ip?: string) => Promise<Response>;
beforeAll(async () => {
  const handler = await requestHandlerFor(table);
  handle = (request, ip = "192.0.2.30") =>
    handler(request, routerContextFor({ nonce: "t", clientIp: ip, requestId: "t" }));
});
afterEach(() => {
  delete process.env.ADMIN_REQUIRE_2FA;
  resetEnvCache();
});

const send = (path: string, body: unknown, cookie?: string, method = "POST", ip?: string) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
    ip,
  );
const get = (path: string, cookie?: string) =>
  handle(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
const lastEntry = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

let n = 0;
const PASSWORD = "correct-horse-battery-staple";
async function freshAdmin() {
  const email = `passkey-${++n}@example.com`;
  await createTestAdmin(email, PASSWORD);
  const res = await send("/api/admin/login", { email, password: PASSWORD });
  return { email, cookie: cookiePair(res.headers.get("set-cookie")) };
}
const login = (email: string, ip?: string) =>
  send("/api/admin/login", { email, password: PASSWORD }, undefined, "POST", ip);

/** Adds a passkey for the session's admin: what POST /api/admin/2fa/passkeys answered. */
async function addPasskey(cookie: string, key = new SoftAuthenticator(), name = "Laptop") {
  const options = await send("/api/admin/2fa/passkeys/options", undefined, cookie);
  expect(options.status).toBe(200);
  const opts = await options.json();
  const res = await send("/api/admin/2fa/passkeys", { name, response: key.register(opts, ORIGIN) }, cookie);
  return { res, key, opts };
}

async function stepOf(email: string, ip?: string) {
  const res = await login(email, ip);
  expect(await res.json()).toMatchObject({ twoFactorRequired: true });
  return cookiePair(res.headers.get("set-cookie"));
}

describe("adding a passkey", () => {
  it("options name the site as relying party; the answer stores it; the first factor brings 10 recovery codes", async () => {
    const admin = await freshAdmin();
    const options = await (await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie)).json();
    expect(options).toMatchObject({
      rp: { id: "localhost" },
      user: { name: admin.email },
      authenticatorSelection: { userVerification: "preferred" },
    });
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
    const key = new SoftAuthenticator();
    const res = await send(
      "/api/admin/2fa/passkeys",
      { name: "  Laptop  ", response: key.register(options, ORIGIN) },
      admin.cookie,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ id: key.id, name: "Laptop" });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(await lastEntry()).toMatchObject({
      action: "POST /api/admin/2fa/passkeys",
      targetType: "passkeys",
      targetId: key.id,
      actorEmail: admin.email,
    });
    const status = await (await get("/api/admin/2fa", admin.cookie)).json();
    expect(status.passkeys).toEqual([
      expect.objectContaining({ id: key.id, name: "Laptop", lastUsedAt: null }),
    ]);
    expect(status.recoveryCodesLeft).toBe(10);
    // A second passkey is not the first factor: no new codes, the old ones stay good.
    const second = await addPasskey(admin.cookie, new SoftAuthenticator(), "Phone");
    expect(second.res.status).toBe(201);
    expect((await second.res.json()).recoveryCodes).toBeUndefined();
    // The registered one is excluded from the next options (one authenticator is added once).
    expect(second.opts.excludeCredentials).toEqual([expect.objectContaining({ id: key.id })]);
  });

  it("a replayed answer, a wrong challenge, another origin or host are refused (400) and store nothing", async () => {
    const admin = await freshAdmin();
    const key = new SoftAuthenticator();
    const opts = await (await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie)).json();
    const wrongChallenge = key.register({ ...opts, challenge: "bm90LXRoZS1jaGFsbGVuZ2U" }, ORIGIN);
    const r1 = await send("/api/admin/2fa/passkeys", { name: "A", response: wrongChallenge }, admin.cookie);
    expect(r1.status).toBe(400);
    expect(await r1.json()).toEqual({ error: "The passkey could not be verified. Start again." });
    const otherOrigin = key.register(opts, "https://evil.example");
    expect(
      (await send("/api/admin/2fa/passkeys", { name: "A", response: otherOrigin }, admin.cookie)).status,
    ).toBe(400);
    const otherHost = key.register({ ...opts, rp: { id: "evil.example" } }, ORIGIN);
    expect(
      (await send("/api/admin/2fa/passkeys", { name: "A", response: otherHost }, admin.cookie)).status,
    ).toBe(400);
    expect(await db().select().from(adminPasskeys).where(eq(adminPasskeys.id, key.id))).toEqual([]);
    // The right answer is stored; the challenge is spent with it, so the same answer again is refused.
    const good = key.register(opts, ORIGIN);
    expect((await send("/api/admin/2fa/passkeys", { name: "A", response: good }, admin.cookie)).status).toBe(
      201,
    );
    const replay = await send("/api/admin/2fa/passkeys", { name: "A", response: good }, admin.cookie);
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toMatch(/expired or was already used/);
    // An expired challenge is refused.
    await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie);
    await db()
      .update(adminPasskeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const late = new SoftAuthenticator();
    const lateOpts = {
      challenge: (await db().select().from(adminPasskeyChallenges))[0].challenge,
      rp: { id: "localhost" },
    };
    expect(
      (
        await send(
          "/api/admin/2fa/passkeys",
          { name: "B", response: late.register(lateOpts, ORIGIN) },
          admin.cookie,
        )
      ).status,
    ).toBe(400);
    expect(await db().select().from(adminPasskeys).where(eq(adminPasskeys.id, key.id))).toHaveLength(1);
  });

  it("bad input answers 4xx JSON, never 500", async () => {
    const admin = await freshAdmin();
    const key = new SoftAuthenticator();
    const bodies: unknown[] = [
      "not json",
      "{}",
      { name: "A" },
      { name: "", response: {} },
      { name: "x".repeat(61), response: {} },
      { name: "A", response: "garbage" },
      { name: "A", response: { id: "!!", rawId: "!!", type: "public-key", response: {} } },
    ];
    for (const body of bodies) {
      await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie);
      const res = await send("/api/admin/2fa/passkeys", body, admin.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toEqual(expect.any(String));
    }
    // Well-formed base64url that is garbage inside: the library's refusal, 400.
    const opts = await (await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie)).json();
    const good = key.register(opts, ORIGIN);
    for (const field of ["attestationObject", "clientDataJSON"] as const) {
      await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie);
      const broken = { ...good, response: { ...good.response, [field]: "AAAA" } };
      const res = await send("/api/admin/2fa/passkeys", { name: "A", response: broken }, admin.cookie);
      expect(res.status, field).toBe(400);
    }
    expect((await send("/api/admin/2fa/passkeys/nope", undefined, admin.cookie, "DELETE")).status).toBe(404);
    expect((await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie, "PUT")).status).toBe(405);
  });

  it("removes only the admin's own passkey; with ADMIN_REQUIRE_2FA=1 the last factor stays", async () => {
    const admin = await freshAdmin();
    const other = await freshAdmin();
    const { key } = await addPasskey(admin.cookie);
    const path = `/api/admin/2fa/passkeys/${key.id}`;
    expect((await send(path, undefined, other.cookie, "DELETE")).status).toBe(404);
    process.env.ADMIN_REQUIRE_2FA = "1";
    resetEnvCache();
    expect((await send(path, undefined, admin.cookie, "DELETE")).status).toBe(409);
    delete process.env.ADMIN_REQUIRE_2FA;
    resetEnvCache();
    const removed = await send(path, undefined, admin.cookie, "DELETE");
    expect(removed.status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      action: "DELETE /api/admin/2fa/passkeys/:id",
      targetId: key.id,
    });
    expect((await (await get("/api/admin/2fa", admin.cookie)).json()).passkeys).toEqual([]);
    // No factor left: the password alone signs in again.
    expect(await (await login(admin.email)).json()).toMatchObject({ isAuthenticated: true });
  });

  it("is refused when SITE_URL's host is an IP address (WebAuthn needs a domain name)", async () => {
    const admin = await freshAdmin();
    const before = process.env.SITE_URL;
    process.env.SITE_URL = "http://127.0.0.1:3000";
    resetEnvCache();
    try {
      const res = await send("/api/admin/2fa/passkeys/options", undefined, admin.cookie);
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/domain name/);
    } finally {
      process.env.SITE_URL = before;
      resetEnvCache();
    }
  });
});

describe("signing in with a passkey", () => {
  it("the second step's passkey completes the sign-in into a session, as a code does; the answer is good once", async () => {
    const admin = await freshAdmin();
    const { key } = await addPasskey(admin.cookie);
    const step = await stepOf(admin.email);
    const optionsRes = await send("/api/admin/login/2fa/passkey/options", undefined, step);
    expect(optionsRes.status).toBe(200);
    expect(optionsRes.headers.get("cache-control")).toBe("no-store");
    const opts = await optionsRes.json();
    expect(opts).toMatchObject({ rpId: "localhost", userVerification: "preferred" });
    expect(opts.allowCredentials).toEqual([expect.objectContaining({ id: key.id, type: "public-key" })]);
    const answer = key.authenticate(opts, ORIGIN);
    const done = await send("/api/admin/login/2fa/passkey", { response: answer }, step);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ ok: true, isAuthenticated: true });
    const cookies = done.headers.getSetCookie();
    const session = cookiePair(cookies.find((c) => c.startsWith("admin_session="))!);
    expect(cookies.some((c) => c.startsWith("admin_second_step=;"))).toBe(true);
    expect((await get("/api/admin/outbox", session)).status).toBe(200);
    expect(await lastEntry()).toMatchObject({ action: "sign-in.passkey", actorEmail: admin.email });
    const [stored] = await db().select().from(adminPasskeys).where(eq(adminPasskeys.id, key.id));
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();

    // The same answer on a new second step: its challenge is another one, refused.
    const again = await stepOf(admin.email);
    await send("/api/admin/login/2fa/passkey/options", undefined, again);
    expect((await send("/api/admin/login/2fa/passkey", { response: answer }, again)).status).toBe(401);
    expect(await lastEntry()).toMatchObject({
      action: "sign-in.second-step-failed",
      actorEmail: admin.email,
    });
  });

  it("refuses an answer to no challenge, a replayed one, another origin, another admin's passkey, a counter gone back", async () => {
    const admin = await freshAdmin();
    const { key } = await addPasskey(admin.cookie);
    const step = await stepOf(admin.email);
    // No options asked for yet: no challenge on the step.
    const noChallenge = key.authenticate({ challenge: "c29tZXRoaW5n", rpId: "localhost" }, ORIGIN);
    expect((await send("/api/admin/login/2fa/passkey", { response: noChallenge }, step)).status).toBe(401);

    const opts = await (await send("/api/admin/login/2fa/passkey/options", undefined, step)).json();
    const wrongOrigin = key.authenticate(opts, "http://localhost:9999");
    expect((await send("/api/admin/login/2fa/passkey", { response: wrongOrigin }, step)).status).toBe(401);
    // That try took the challenge: the right answer to it is refused too.
    expect(
      (await send("/api/admin/login/2fa/passkey", { response: key.authenticate(opts, ORIGIN) }, step)).status,
    ).toBe(401);

    // Another admin's passkey does not sign this admin in.
    const other = await freshAdmin();
    const { key: otherKey } = await addPasskey(other.cookie);
    const opts2 = await (await send("/api/admin/login/2fa/passkey/options", undefined, step)).json();
    expect(
      (await send("/api/admin/login/2fa/passkey", { response: otherKey.authenticate(opts2, ORIGIN) }, step))
        .status,
    ).toBe(401);

    // A counter that does not move forward (a cloned authenticator) is refused.
    const opts3 = await (await send("/api/admin/login/2fa/passkey/options", undefined, step)).json();
    key.counter = 10;
    expect(
      (await send("/api/admin/login/2fa/passkey", { response: key.authenticate(opts3, ORIGIN) }, step))
        .status,
    ).toBe(200);
    const step2 = await stepOf(admin.email);
    const opts4 = await (await send("/api/admin/login/2fa/passkey/options", undefined, step2)).json();
    key.counter = 5;
    expect(
      (await send("/api/admin/login/2fa/passkey", { response: key.authenticate(opts4, ORIGIN) }, step2))
        .status,
    ).toBe(401);
  });

  it("without the second step's cookie (none, forged, or a real session) both endpoints answer 401", async () => {
    const admin = await freshAdmin();
    const { key } = await addPasskey(admin.cookie);
    const answer = key.authenticate({ challenge: "c29tZXRoaW5n", rpId: "localhost" }, ORIGIN);
    for (const cookie of [undefined, "admin_second_step=forged", admin.cookie]) {
      expect((await send("/api/admin/login/2fa/passkey/options", undefined, cookie)).status).toBe(401);
      expect((await send("/api/admin/login/2fa/passkey", { response: answer }, cookie)).status).toBe(401);
      expect((await send("/api/admin/login/2fa/passkey", "garbage", cookie)).status).toBe(401);
    }
    expect((await get("/api/admin/login/2fa/passkey/options")).status).toBe(405);
  });

  it("with the step's cookie, bad input answers 400 and an admin without a passkey gets 409", async () => {
    const admin = await freshAdmin();
    await addPasskey(admin.cookie);
    const step = await stepOf(admin.email);
    for (const body of ["garbage", "{}", { response: { id: "x" } }, { response: "x" }]) {
      const res = await send("/api/admin/login/2fa/passkey", body, step);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // The TOTP-only admin: no passkey to offer.
    const { generateTOTP } = await import("@epic-web/totp");
    const totpAdmin = await freshAdmin();
    const { secret } = await (await send("/api/admin/2fa/totp", undefined, totpAdmin.cookie)).json();
    const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
    expect((await send("/api/admin/2fa/totp/confirm", { code: otp }, totpAdmin.cookie)).status).toBe(200);
    const totpStep = await stepOf(totpAdmin.email);
    expect((await send("/api/admin/login/2fa/passkey/options", undefined, totpStep)).status).toBe(409);
  });

  it("failed passkeys count with wrong codes: 429 past the limit", async () => {
    const admin = await freshAdmin();
    const { key } = await addPasskey(admin.cookie);
    const ip = "192.0.2.99";
    const step = await stepOf(admin.email, ip);
    const stranger = new SoftAuthenticator();
    for (let i = 0; i < 5; i++) {
      const opts = await (
        await send("/api/admin/login/2fa/passkey/options", undefined, step, "POST", ip)
      ).json();
      const res = await send(
        "/api/admin/login/2fa/passkey",
        { response: stranger.authenticate(opts, ORIGIN) },
        step,
        "POST",
        ip,
      );
      expect(res.status).toBe(401);
    }
    const opts = await (
      await send("/api/admin/login/2fa/passkey/options", undefined, step, "POST", ip)
    ).json();
    const limited = await send(
      "/api/admin/login/2fa/passkey",
      { response: key.authenticate(opts, ORIGIN) },
      step,
      "POST",
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("npm run admin:reset-2fa", () => {
  it("removes the admin's passkeys too", async () => {
    const { resetSecondFactor } = await import("~/features/security/two-factor-settings.server");
    const admin = await freshAdmin();
    await addPasskey(admin.cookie);
    expect(await (await login(admin.email)).json()).toMatchObject({ twoFactorRequired: true });
    await resetSecondFactor(admin.email);
    const id = await createTestAdmin(admin.email, PASSWORD);
    expect(await db().select().from(adminPasskeys).where(eq(adminPasskeys.adminUserId, id))).toEqual([]);
    expect(await (await login(admin.email)).json()).toMatchObject({ isAuthenticated: true });
  });
});
