import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminSetupCodes, adminUsers, rateLimits, sessions } from "~/db/schema";
import * as setup from "~/routes/api/admin-setup";
import * as status from "~/routes/api/admin/status";
import { SETUP_LIMIT_PER_ADDRESS, issueSetupCode } from "~/features/security/owner-setup.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { TEST_ADMIN, cookiePair, createTestAdmin } from "../setup/admin-session";

setupTestDatabase();

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const owner = {
  email: "Owner@Example.com",
  password: "a-long-owner-password",
  confirmPassword: "a-long-owner-password",
};

const postSetup = (body: unknown, ip = freshIp()) =>
  callRoute(setup, { method: "POST", path: "/api/admin-setup", body, clientIp: ip });

const adminCount = async () => (await db().select().from(adminUsers)).length;

beforeEach(async () => {
  await db().delete(sessions);
  await db().delete(adminUsers);
  await db().delete(adminSetupCodes);
  await db().delete(rateLimits);
});

describe("POST /api/admin-setup", () => {
  it("creates the owner with the printed code and logs them in", async () => {
    const code = await issueSetupCode();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const res = await postSetup({ ...owner, setupCode: code });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, isAuthenticated: true, email: "owner@example.com" });
    const cookie = cookiePair(res.headers.get("set-cookie"));
    const me = await (await callRoute(status, { path: "/api/admin/status", headers: { cookie } })).json();
    expect(me).toEqual({ isAuthenticated: true, email: "owner@example.com" });
  });

  it("stores only a hash of the code", async () => {
    const code = (await issueSetupCode())!;
    const [row] = await db().select().from(adminSetupCodes);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code.replace(/-/g, ""));
  });

  it("accepts the code typed in lower case, with spaces instead of dashes", async () => {
    const code = (await issueSetupCode())!;
    const res = await postSetup({ ...owner, setupCode: ` ${code.toLowerCase().replace(/-/g, " ")} ` });
    expect(res.status).toBe(201);
  });

  it("refuses a wrong code with 403, creating nothing", async () => {
    await issueSetupCode();
    const res = await postSetup({ ...owner, setupCode: "AAAA-BBBB-CCCC-DDDD" });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.error).toMatch(/setup code is not valid/);
    expect(body.fields).toHaveProperty("setupCode");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await adminCount()).toBe(0);
  });

  it("takes a code once: the same code again is refused with 409 and no second admin", async () => {
    const code = await issueSetupCode();
    expect((await postSetup({ ...owner, setupCode: code })).status).toBe(201);
    const again = await postSetup({ ...owner, email: "intruder@example.com", setupCode: code });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("The owner account already exists. Log in at /admin instead.");
    expect(await adminCount()).toBe(1);
  });

  it("stops every code once an admin exists some other way, and issues none then", async () => {
    const code = await issueSetupCode();
    await createTestAdmin();
    const res = await postSetup({ ...owner, setupCode: code });
    expect(res.status).toBe(409);
    expect(await adminCount()).toBe(1);
    expect(await issueSetupCode()).toBeUndefined();
    expect(await db().select().from(adminSetupCodes)).toEqual([]);
    expect((await db().select().from(adminUsers))[0].email).toBe(TEST_ADMIN.email);
  });

  it("lets any instance's printed code work until the first admin exists", async () => {
    const first = await issueSetupCode();
    const second = await issueSetupCode();
    expect(second).not.toBe(first);
    expect((await postSetup({ ...owner, setupCode: first })).status).toBe(201);
    expect((await postSetup({ ...owner, email: "b@example.com", setupCode: second })).status).toBe(409);
  });

  it.each([
    ["no e-mail", { ...owner, email: undefined }, "email"],
    ["an invalid e-mail", { ...owner, email: "not-an-email" }, "email"],
    ["a short password", { ...owner, password: "short", confirmPassword: "short" }, "password"],
    ["passwords that differ", { ...owner, confirmPassword: "another-long-password" }, "confirmPassword"],
    ["no setup code", { ...owner, setupCode: undefined }, "setupCode"],
    ["an empty setup code", { ...owner, setupCode: "  " }, "setupCode"],
    ["a setup code that is not text", { ...owner, setupCode: 1234 }, "setupCode"],
  ])("refuses %s with a 400 naming the field, creating nothing", async (_name, body, field) => {
    const code = await issueSetupCode();
    const res = await postSetup({ setupCode: code, ...body });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(field);
    expect(await adminCount()).toBe(0);
  });

  it("refuses a body that is not JSON with a clear 4xx", async () => {
    const res = await callRoute(setup, {
      method: "POST",
      path: "/api/admin-setup",
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("The request body is not valid JSON.");
  });

  it(`answers 429 after ${SETUP_LIMIT_PER_ADDRESS} attempts from one address, even with the right code`, async () => {
    const code = await issueSetupCode();
    const ip = freshIp();
    for (let i = 0; i < SETUP_LIMIT_PER_ADDRESS; i++) {
      expect((await postSetup({ ...owner, setupCode: `WRONG-${i}` }, ip)).status).toBe(403);
    }
    const limited = await postSetup({ ...owner, setupCode: code }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many setup attempts/);
    expect(await adminCount()).toBe(0);
    // Another address is not held back.
    expect((await postSetup({ ...owner, setupCode: code })).status).toBe(201);
  });

  it("answers GET with 405", async () => {
    expect((await callRoute(setup, { method: "GET", path: "/api/admin-setup" })).status).toBe(405);
  });
});
