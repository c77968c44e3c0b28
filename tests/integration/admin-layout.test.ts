import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminSetupCodes, adminUsers, rateLimits, sessions } from "~/db/schema";
import { routerContextFor } from "~/context";
import * as layout from "~/routes/admin";
import * as status from "~/routes/api/admin/status";
import { LOGIN_FREE_ATTEMPTS_PER_EMAIL } from "~/features/security/sign-in.server";
import { issueSetupCode } from "~/features/security/owner-setup.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { TEST_ADMIN, adminCookie, cookiePair, createTestAdmin } from "../setup/admin-session";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const page = (path: string, opts: { form?: Record<string, string>; cookie?: string } = {}) =>
  new Request(`http://localhost${path}`, {
    method: opts.form ? "POST" : "GET",
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    body: opts.form ? new URLSearchParams(opts.form) : undefined,
  });
const args = (request: Request, ip = freshIp()) =>
  ({
    request,
    params: {},
    context: routerContextFor({ nonce: "test", clientIp: ip, requestId: "test" }),
  }) as never;

/** Runs a loader or action as the router does: a thrown Response (a redirect) is the answer. */
async function run(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    return await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type Answer = {
  data: { ok: boolean; captchaRequired?: boolean; result: { error?: Record<string, string[]> } };
};
type Init = { init?: { status?: number } };
const statusOf = (res: unknown) =>
  res instanceof Response ? res.status : ((res as Init).init?.status ?? 200);
const formError = (res: unknown) => (res as Answer).data.result.error?.[""]?.[0];

const postLogin = (form: Record<string, string>, redirectTo = "/admin/newsletter", ip?: string) =>
  run(() =>
    layout.action(
      args(
        page(`/admin?redirectTo=${encodeURIComponent(redirectTo)}`, { form: { intent: "login", ...form } }),
        ip,
      ),
    ),
  );

beforeEach(async () => {
  await db().delete(sessions);
  await db().delete(rateLimits);
});

const layoutOf = (path: string, cookie?: string) => callView(path, cookie ? { cookie } : {});
const gateOf = (res: ViewAnswer | Response) => (res as ViewAnswer).error as { status: number; data: unknown };

describe("the admin layout's guard and loader (every /admin URL)", () => {
  it("knows the logged-in admin; without a session the gate shows instead of any loader's data", async () => {
    const cookie = await adminCookie();
    const authed = (await layoutOf("/admin/newsletter", cookie)) as ViewAnswer;
    expect(authed.status).toBe(200);
    expect(authed.loaderData["routes/admin"]).toEqual({ email: TEST_ADMIN.email, needsOwner: false });
    expect(authed.data).toMatchObject({ list: { page: 1 } });
    const refused = (await layoutOf("/admin/newsletter")) as ViewAnswer;
    // A document keeps the 200 of a login page; the gate is the layout's error, nothing else loaded.
    expect(refused.status).toBe(200);
    expect(refused.data).toBeUndefined();
    expect(gateOf(refused)).toMatchObject({ status: 401, data: { gate: "login", needsOwner: false } });
  });

  it("sends a logged-in admin from /admin to People, and an old tab link to its view", async () => {
    const cookie = await adminCookie();
    const to = async (path: string) =>
      ((await callView(path, { cookie })) as Response).headers.get("location");
    expect(await to("/admin")).toBe("/admin/people");
    expect(await to("/admin?tab=newsletter")).toBe("/admin/newsletter");
    expect(await to("/admin?tab=blog-posts&post=new")).toBe("/admin/blog-posts?post=new");
    expect(await to("/admin?tab=nonsense")).toBe("/admin/people");
    expect(gateOf(await callView("/admin"))).toMatchObject({ status: 401 });
  });

  it("draws the login again after a refused login posted before hydration (the layout's loader alone)", async () => {
    await createTestAdmin();
    const res = (await callView("/admin?redirectTo=%2Fadmin%2Foutbox", {
      form: { intent: "login", email: TEST_ADMIN.email, password: "not-the-password" },
    })) as ViewAnswer;
    expect(res.status).toBe(401);
    expect(res.error).toBeUndefined();
    expect(res.actionData["routes/admin"]).toMatchObject({ ok: false });
    expect(res.loaderData["routes/admin"]).toEqual({ email: null, needsOwner: false });
  });
});

describe("the login form's post (intent=login)", () => {
  it("starts a session and returns to the page the form was on", async () => {
    await createTestAdmin();
    const res = (await postLogin(TEST_ADMIN)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/newsletter");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const setCookie = res.headers.get("set-cookie");
    expect(setCookie).toMatch(/^admin_session=[^;]{60,};.*HttpOnly/);
    const known = await callRoute(status, {
      path: "/api/admin/status",
      headers: { cookie: cookiePair(setCookie) },
    });
    expect(await known.json()).toEqual({ isAuthenticated: true, email: TEST_ADMIN.email });
  });

  it.each([
    ["another site", "https://evil.example/admin"],
    ["a protocol-relative address", "//evil.example/admin"],
    ["a public page", "/blog"],
    ["a path that climbs out", "/admin/../blog"],
  ])("returns to /admin instead of %s", async (_, redirectTo) => {
    await createTestAdmin();
    const res = (await postLogin(TEST_ADMIN, redirectTo)) as Response;
    expect(res.headers.get("location")).toBe("/admin");
  });

  it("answers product.md's validation messages with 400 and never echoes the password", async () => {
    const res = await postLogin({ email: "not-an-email", password: "" });
    expect(statusOf(res)).toBe(400);
    const { result } = (res as Answer).data;
    expect(result.error).toMatchObject({
      email: ["Please enter a valid email address"],
      password: ["Password is required"],
    });
    const wrong = await postLogin({ email: TEST_ADMIN.email, password: "a-secret-guess" });
    expect(JSON.stringify(wrong)).not.toContain("a-secret-guess");
  });

  it("answers 'Invalid credentials' with 401 and no cookie, then asks for the captcha", async () => {
    await createTestAdmin();
    const email = "nobody-layout@example.com";
    for (let i = 1; i < LOGIN_FREE_ATTEMPTS_PER_EMAIL; i++) {
      const res = await postLogin({ email, password: `guess-${i}` });
      expect(statusOf(res)).toBe(401);
      expect(formError(res)).toBe("Invalid credentials");
      expect((res as Answer).data.captchaRequired).toBeUndefined();
    }
    const last = await postLogin({ email, password: "guess-last" });
    expect(formError(last)).toBe("Invalid credentials");
    expect((last as Answer).data.captchaRequired).toBe(true);
    // Past the free attempts, an attempt without a solution is refused before the password is checked.
    const unsolved = await postLogin({ email, password: "guess-more" });
    expect(statusOf(unsolved)).toBe(400);
    expect(formError(unsolved)).toBe("Please complete the CAPTCHA verification.");
    expect((unsolved as Answer).data.result.error?.captchaToken).toEqual([
      "Please complete the CAPTCHA verification.",
    ]);
    expect((unsolved as Answer).data.captchaRequired).toBe(true);
  });

  it("refuses past the per-address limit with 429 and says how long to wait", async () => {
    await createTestAdmin();
    const ip = freshIp();
    let res: unknown = await postLogin({ email: "spray@example.com", password: "guess" }, "/admin", ip);
    for (let i = 0; i < 25 && statusOf(res) !== 429; i++) {
      res = await postLogin({ email: `spray-${i}@example.com`, password: "guess" }, "/admin", ip);
    }
    expect(statusOf(res)).toBe(429);
    expect(formError(res)).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe("logout (intent=logout)", () => {
  it("ends the session and returns to the page, which then shows the login", async () => {
    const cookie = await adminCookie();
    const res = (await run(() =>
      layout.action(
        args(page("/admin?redirectTo=%2Fadmin%2Foutbox", { cookie, form: { intent: "logout" } })),
      ),
    )) as Response;
    expect(res.headers.get("location")).toBe("/admin/outbox");
    expect(res.headers.get("set-cookie")).toMatch(/admin_session=;/);
    expect(gateOf(await callView("/admin/outbox", { cookie }))).toMatchObject({ status: 401 });
  });
});

describe("first run (intent=setup)", () => {
  beforeEach(async () => {
    await db().delete(adminUsers);
    await db().delete(adminSetupCodes);
  });

  const owner = {
    intent: "setup",
    email: "owner@example.com",
    password: "a-long-owner-password",
    confirmPassword: "a-long-owner-password",
  };
  const postSetup = (form: Record<string, string>) =>
    run(() => layout.action(args(page("/admin?redirectTo=%2Fadmin", { form }))));

  it("shows the setup form while no admin exists; a wrong code is refused; the printed one logs in", async () => {
    expect(gateOf(await callView("/admin"))).toMatchObject({ data: { gate: "login", needsOwner: true } });
    const code = (await issueSetupCode())!;

    const mismatch = await postSetup({
      ...owner,
      confirmPassword: "something-else-entirely",
      setupCode: code,
    });
    expect(statusOf(mismatch)).toBe(400);
    expect((mismatch as Answer).data.result.error?.confirmPassword).toEqual(["The passwords do not match"]);

    const wrong = await postSetup({ ...owner, setupCode: "AAAA-BBBB-CCCC-DDDD" });
    expect(statusOf(wrong)).toBe(403);
    expect(formError(wrong)).toMatch(/^That setup code is not valid/);
    expect((wrong as Answer).data.result.error?.setupCode).toEqual([
      "That setup code is not valid. Use the code the server printed when it started.",
    ]);
    expect(JSON.stringify(wrong)).not.toContain(owner.password);
    expect(await db().select().from(adminUsers)).toEqual([]);

    const made = (await postSetup({ ...owner, setupCode: code.toLowerCase() })) as Response;
    expect(made.headers.get("location")).toBe("/admin");
    const cookie = cookiePair(made.headers.get("set-cookie"));
    const home = (await callView("/admin/outbox", { cookie })) as ViewAnswer;
    expect(home.loaderData["routes/admin"]).toEqual({ email: owner.email, needsOwner: false });
    const again = await postSetup({ ...owner, setupCode: code });
    expect(statusOf(again)).toBe(409);
  });
});

it("answers an unknown intent with 400", async () => {
  const res = await run(() => layout.action(args(page("/admin", { form: { intent: "promote" } }))));
  expect(statusOf(res)).toBe(400);
});
