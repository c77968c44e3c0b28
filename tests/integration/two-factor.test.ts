/**
 * The second factor (product.md §10.8): TOTP by RFC 6238's vectors, one step of clock skew, a used code
 * refused; recovery codes single use; the password alone gives a second step that nothing admin-only
 * answers to (the whole 401 matrix and every admin view); codes rate-limited; ADMIN_REQUIRE_2FA.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { desc, eq } from "drizzle-orm";
import { generateTOTP } from "@epic-web/totp";
import { routerContextFor } from "~/context";
import { db } from "~/db/client.server";
import { adminRecoveryCodes, adminTotp, auditLog } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";
import { totpStep } from "~/features/security/totp.server";
import { isAdminGate } from "~/admin/gate";
import { isRouteErrorResponse } from "react-router";
import { loadRouteTable, privateEndpoints, privateViews, requestHandlerFor } from "../setup/route-table";
import { callView } from "../setup/view";
import { setupTestDatabase } from "../setup/db";
import { cookiePair, createTestAdmin } from "../setup/admin-session";

setupTestDatabase();

const table = await loadRouteTable();
let handle: (request: Request, ip?: string) => Promise<Response>;
beforeAll(async () => {
  const handler = await requestHandlerFor(table);
  handle = (request, ip = "192.0.2.10") =>
    handler(request, routerContextFor({ nonce: "t", clientIp: ip, requestId: "t" }));
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.ADMIN_REQUIRE_2FA;
  resetEnvCache();
});

const json = (path: string, body: unknown, cookie?: string, method = "POST", ip?: string) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    ip,
  );
const get = (path: string, cookie?: string) =>
  handle(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

let n = 0;
/** A new admin, logged in with the password alone (no factor yet): its e-mail and session cookie. */
async function freshAdmin() {
  const email = `two-factor-${++n}@example.com`;
  await createTestAdmin(email, "correct-horse-battery-staple");
  const res = await json("/api/admin/login", { email, password: "correct-horse-battery-staple" });
  expect(res.status).toBe(200);
  return { email, cookie: cookiePair(res.headers.get("set-cookie")) };
}
const login = (email: string, ip?: string) =>
  json("/api/admin/login", { email, password: "correct-horse-battery-staple" }, undefined, "POST", ip);
const codeFor = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

/** An admin with the authenticator on: its secret, recovery codes, and the session it set it up in. */
async function adminWithTotp() {
  const admin = await freshAdmin();
  const started = await json("/api/admin/2fa/totp", undefined, admin.cookie);
  expect(started.status).toBe(201);
  const { secret, otpauthUrl } = await started.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const confirmed = await json("/api/admin/2fa/totp/confirm", { code: await codeFor(secret) }, admin.cookie);
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = await confirmed.json();
  return { ...admin, secret, recoveryCodes: recoveryCodes as string[] };
}

describe("TOTP codes (RFC 6238)", () => {
  // RFC 6238 appendix B: the ASCII secrets, 8 digits, 30-second steps.
  const base32 = (ascii: string) => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let bits = "";
    for (const b of Buffer.from(ascii)) bits += b.toString(2).padStart(8, "0");
    let out = "";
    for (let i = 0; i < bits.length; i += 5)
      out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, "0"), 2)];
    return out;
  };
  const secrets = {
    "SHA-1": base32("12345678901234567890"),
    "SHA-256": base32("12345678901234567890123456789012"),
    "SHA-512": base32("1234567890123456789012345678901234567890123456789012345678901234"),
  };
  const vectors: Array<[number, keyof typeof secrets, string]> = [
    [59, "SHA-1", "94287082"],
    [59, "SHA-256", "46119246"],
    [59, "SHA-512", "90693936"],
    [1111111109, "SHA-1", "07081804"],
    [1111111109, "SHA-256", "68084774"],
    [1111111109, "SHA-512", "25091201"],
    [1111111111, "SHA-1", "14050471"],
    [1111111111, "SHA-256", "67062674"],
    [1111111111, "SHA-512", "99943326"],
    [1234567890, "SHA-1", "89005924"],
    [1234567890, "SHA-256", "91819424"],
    [1234567890, "SHA-512", "93441116"],
    [2000000000, "SHA-1", "69279037"],
    [2000000000, "SHA-256", "90698825"],
    [2000000000, "SHA-512", "38618901"],
  ];
  it.each(vectors)("T=%i %s gives %s", async (t, algorithm, otp) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const options = { period: 30, digits: 8, algorithm };
    vi.setSystemTime(t * 1000);
    expect(await totpStep(secrets[algorithm], otp, options)).toBe(Math.floor(t / 30));
    // One step of skew either way is accepted; two are not.
    vi.setSystemTime((t + 30) * 1000);
    expect(await totpStep(secrets[algorithm], otp, options)).toBe(Math.floor(t / 30));
    vi.setSystemTime((t - 30) * 1000);
    expect(await totpStep(secrets[algorithm], otp, options)).toBe(Math.floor(t / 30));
    vi.setSystemTime((t + 61) * 1000);
    expect(await totpStep(secrets[algorithm], otp, options)).toBeNull();
    expect(
      await totpStep(
        secrets[algorithm],
        otp.replace(/.$/, (d) => String((Number(d) + 1) % 10)),
        options,
      ),
    ).toBeNull();
  });
});

describe("turning the authenticator on", () => {
  it("is on only once confirmed with a code, and answers 10 recovery codes", async () => {
    const admin = await freshAdmin();
    const { secret } = await (await json("/api/admin/2fa/totp", undefined, admin.cookie)).json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // Not yet on: the password alone still signs in.
    expect(await (await login(admin.email)).json()).toMatchObject({ isAuthenticated: true });
    const wrong = await json("/api/admin/2fa/totp/confirm", { code: "000000" }, admin.cookie);
    expect(wrong.status).toBe(400);
    const bad = await json("/api/admin/2fa/totp/confirm", { code: "12ab" }, admin.cookie);
    expect(bad.status).toBe(400);
    const ok = await json("/api/admin/2fa/totp/confirm", { code: await codeFor(secret) }, admin.cookie);
    const { recoveryCodes } = await ok.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await db().select().from(adminRecoveryCodes);
    for (const code of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);
    const status = await (await get("/api/admin/2fa", admin.cookie)).json();
    expect(status).toMatchObject({ totp: "on", recoveryCodesLeft: 10 });
    // A second setup is refused while one is on.
    expect((await json("/api/admin/2fa/totp", undefined, admin.cookie)).status).toBe(409);
    const entry = (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
    expect(entry).toMatchObject({ action: "POST /api/admin/2fa/totp/confirm", actorEmail: admin.email });
  });
});

describe("signing in with a factor on", () => {
  it("the password alone answers { twoFactorRequired: true } and no session; the code completes it, once", async () => {
    const admin = await adminWithTotp();
    const res = await login(admin.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, isAuthenticated: false, twoFactorRequired: true });
    const step = cookiePair(res.headers.get("set-cookie"));
    expect(step).toMatch(/^admin_second_step=/);
    expect(await (await get("/api/admin/status", step)).json()).toEqual({ isAuthenticated: false });
    expect((await get("/api/admin/outbox", step)).status).toBe(401);

    // The code of the step used to confirm the setup is spent: wait for the next one.
    const row = (
      await db()
        .select()
        .from(adminTotp)
        .where(eq(adminTotp.adminUserId, await adminIdOf(admin.email)))
    )[0];
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((row.lastUsedStep! + 1) * 30_000 + 1_000);
    const code = await codeFor(admin.secret);
    const done = await json("/api/admin/login/2fa", { code }, step);
    expect(done.status).toBe(200);
    const cookies = done.headers.getSetCookie();
    const session = cookiePair(cookies.find((c) => c.startsWith("admin_session="))!);
    expect(cookies.some((c) => c.startsWith("admin_second_step=;"))).toBe(true);
    expect((await get("/api/admin/outbox", session)).status).toBe(200);

    // The same code again (a new second step, within its 30 seconds) is refused.
    const again = cookiePair((await login(admin.email)).headers.get("set-cookie"));
    const replay = await json("/api/admin/login/2fa", { code }, again);
    expect(replay.status).toBe(401);
    const failed = (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
    expect(failed).toMatchObject({ action: "sign-in.second-step-failed", actorEmail: admin.email });
    // The next step's code is good.
    vi.setSystemTime((row.lastUsedStep! + 2) * 30_000 + 1_000);
    expect((await json("/api/admin/login/2fa", { code: await codeFor(admin.secret) }, again)).status).toBe(
      200,
    );
    const signIn = (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
    expect(signIn).toMatchObject({ action: "sign-in.totp", actorEmail: admin.email, address: "192.0.2.10" });
  });

  it("a recovery code completes it once; renewing voids the old ones", async () => {
    const admin = await adminWithTotp();
    const step = cookiePair((await login(admin.email)).headers.get("set-cookie"));
    const [first, second] = admin.recoveryCodes;
    const ok = await json("/api/admin/login/2fa", { code: first.toUpperCase() }, step);
    expect(ok.status).toBe(200);
    const session = cookiePair(ok.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!);
    // Used: the second step has ended too, so start another.
    const step2 = cookiePair((await login(admin.email)).headers.get("set-cookie"));
    expect((await json("/api/admin/login/2fa", { code: first }, step2)).status).toBe(401);
    expect((await (await get("/api/admin/2fa", session)).json()).recoveryCodesLeft).toBe(9);
    const renewed = await json("/api/admin/2fa/recovery-codes", undefined, session);
    expect(renewed.status).toBe(201);
    const fresh = (await renewed.json()).recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await json("/api/admin/login/2fa", { code: second }, step2)).status).toBe(401);
    expect((await json("/api/admin/login/2fa", { code: fresh[0] }, step2)).status).toBe(200);
  });

  it("wrong codes are limited like passwords (429 past the limit, even for the right code)", async () => {
    const admin = await adminWithTotp();
    const step = cookiePair((await login(admin.email, "192.0.2.77")).headers.get("set-cookie"));
    for (let i = 0; i < 5; i++)
      expect(
        (await json("/api/admin/login/2fa", { code: "aaaaa-bbbbb" }, step, "POST", "192.0.2.77")).status,
      ).toBe(401);
    const limited = await json(
      "/api/admin/login/2fa",
      { code: admin.recoveryCodes[0] },
      step,
      "POST",
      "192.0.2.77",
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("without a second step (no cookie, or a forged one), a code is refused", async () => {
    expect((await json("/api/admin/login/2fa", { code: "123456" })).status).toBe(401);
    expect((await json("/api/admin/login/2fa", { code: "123456" }, "admin_second_step=forged")).status).toBe(
      401,
    );
    expect((await json("/api/admin/login/2fa", {})).status).toBe(400);
  });
});

const adminIdOf = async (email: string) => await createTestAdmin(email, "correct-horse-battery-staple");

describe("the second step is not an admin session", () => {
  let step: string;
  beforeAll(async () => {
    const admin = await adminWithTotp();
    step = cookiePair((await login(admin.email)).headers.get("set-cookie"));
  });
  const samplePath = (pattern: string) => pattern.replace(/:(\w+)/g, "1").replace("*", "not-a-route");

  it("every private endpoint of the route table answers 401 to it", async () => {
    const matrix = privateEndpoints(table);
    expect(matrix.length).toBeGreaterThan(50);
    for (const e of matrix) {
      const hasBody = !["GET", "HEAD", "DELETE"].includes(e.method);
      const res = await handle(
        new Request(`http://localhost${samplePath(e.path)}`, {
          method: e.method,
          headers: { cookie: step, ...(hasBody ? { "content-type": "application/json" } : {}) },
          body: hasBody ? "{}" : undefined,
        }),
      );
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
    }
  });

  it("every admin view shows the gate, not its data", async () => {
    for (const v of privateViews(table)) {
      const answer = await callView(samplePath(v.path), { cookie: step });
      if (answer instanceof Response) throw new Error(`${v.path} answered ${answer.status}`);
      expect(isRouteErrorResponse(answer.error) && isAdminGate(answer.error.data), v.path).toBe(true);
      expect(answer.data, v.path).toBeUndefined();
    }
  });
});

describe("ADMIN_REQUIRE_2FA=1", () => {
  afterAll(() => {
    delete process.env.ADMIN_REQUIRE_2FA;
    resetEnvCache();
  });
  it("an admin without a factor sets one up at the next sign-in before any session", async () => {
    const { email } = await freshAdmin();
    process.env.ADMIN_REQUIRE_2FA = "1";
    resetEnvCache();
    const res = await login(email);
    expect(await res.json()).toEqual({ ok: true, isAuthenticated: false, twoFactorSetupRequired: true });
    const step = cookiePair(res.headers.get("set-cookie"));
    expect((await get("/api/admin/outbox", step)).status).toBe(401);
    const started = await json("/api/admin/login/totp-setup", undefined, step);
    expect(started.status).toBe(200);
    const { secret } = await started.json();
    expect((await json("/api/admin/login/totp-setup/confirm", { code: "000000" }, step)).status).toBe(400);
    const done = await json("/api/admin/login/totp-setup/confirm", { code: await codeFor(secret) }, step);
    expect(done.status).toBe(200);
    expect((await done.json()).recoveryCodes).toHaveLength(10);
    const session = cookiePair(done.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!);
    expect((await get("/api/admin/outbox", session)).status).toBe(200);
    // From now on the password leads to the code.
    expect(await (await login(email)).json()).toMatchObject({ twoFactorRequired: true });
  });
  it("keeps the authenticator while it is the admin's only factor", async () => {
    const admin = await adminWithTotp();
    process.env.ADMIN_REQUIRE_2FA = "1";
    resetEnvCache();
    // A code of the next step (the setup's own code is used up).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 30_000);
    const code = await codeFor(admin.secret);
    const refused = await json("/api/admin/2fa/totp", { code }, admin.cookie, "DELETE");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/requires a second factor/);
    expect(await (await get("/api/admin/2fa", admin.cookie)).json()).toMatchObject({ totp: "on" });
    // Without the setting the same code turns it off: the refusal did not use it up.
    delete process.env.ADMIN_REQUIRE_2FA;
    resetEnvCache();
    expect((await json("/api/admin/2fa/totp", { code }, admin.cookie, "DELETE")).status).toBe(200);
    expect(await (await get("/api/admin/2fa", admin.cookie)).json()).toMatchObject({ totp: "off" });
  });
});

describe("npm run admin:reset-2fa", () => {
  it("removes the admin's factors and sessions so the password alone signs in again", async () => {
    const { resetSecondFactor } = await import("~/features/security/two-factor-settings.server");
    const admin = await adminWithTotp();
    expect(await (await login(admin.email)).json()).toMatchObject({ twoFactorRequired: true });
    expect(await resetSecondFactor("nobody@example.com")).toBeUndefined();
    expect(await resetSecondFactor(admin.email.toUpperCase())).toEqual({ email: admin.email });
    expect((await get("/api/admin/outbox", admin.cookie)).status).toBe(401);
    expect(await (await login(admin.email)).json()).toMatchObject({ isAuthenticated: true });
    const entry = (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(2)).find(
      (e) => e.action === "2fa.reset-by-operator",
    );
    expect(entry).toMatchObject({ actorAdminId: null, targetType: "admin" });
  });
});
