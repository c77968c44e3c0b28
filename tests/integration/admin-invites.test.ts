/**
 * Inviting an admin (product.md §10.8): the /admin/admins form and pending list, the
 * invitation e-mail through the outbox, the public accept page (outside the admin guard) and its JSON
 * twin; a link works once, for 72 hours (the movable clock), and not after a resend or a revoke; two
 * accepts at once make one admin; an address already an admin is refused; all of it in the trail.
 */
import { isRefused } from "~/utils/refusal";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, count, desc, eq } from "drizzle-orm";
import { isRouteErrorResponse } from "react-router";
import { routerContextFor } from "~/context";
import { db } from "~/db/client.server";
import { adminInvites, adminUsers, auditLog, outbox } from "~/db/schema";
import { isAdminGate } from "~/admin/gate";
import { acceptInvite, INVITE_REFUSALS, inviteAdmin } from "~/features/admins/invites.server";
import { setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { loadRouteTable, privateViews, requestHandlerFor, routeForPath } from "../setup/route-table";
import { callView, type ViewAnswer } from "../setup/view";
import { setupTestDatabase } from "../setup/db";
import { adminCookie, cookiePair, createTestAdmin } from "../setup/admin-session";

setupTestDatabase();

const table = await loadRouteTable();
let handle: (request: Request, ip?: string) => Promise<Response>;
beforeAll(async () => {
  const handler = await requestHandlerFor(table);
  handle = (request, ip = "192.0.2.44") =>
    handler(request, routerContextFor({ nonce: "t", clientIp: ip, requestId: "t" }));
});
afterEach(() => {
  setClockForTests(undefined);
  delete process.env.ADMIN_REQUIRE_2FA;
  resetEnvCache();
});

const PASSWORD = "a-long-enough-password";
const HOUR = 60 * 60 * 1000;
let n = 0;
const address = (who = "invitee") => `${who}-${++n}@example.com`;

type AdminsPage = ViewAnswer & {
  data: {
    admins: Array<{ id: number; email: string }>;
    invites: Array<{ id: number; email: string; invitedBy: string | null; expired: boolean }>;
  };
  action: { ok: boolean; error?: string; message?: string };
};
const adminsView = async (cookie: string, form?: Record<string, string>) => {
  const answer = await callView("/admin/admins", { cookie, form });
  if (answer instanceof Response) throw new Error(`answered ${answer.status}`);
  return answer as AdminsPage;
};

/** The link of the newest invitation e-mail to `email` (its token), read from the outbox. */
async function linkFor(email: string) {
  const [mail] = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "admin-invitation")))
    .orderBy(desc(outbox.id))
    .limit(1);
  const url = mail?.text.match(/https?:\/\/\S+\/admin\/invite\/([A-Za-z0-9_-]+)/);
  if (!url) throw new Error(`no invitation link for ${email}`);
  return { path: new URL(url[0]).pathname, token: url[1], mail };
}

const acceptPage = (path: string, form?: Record<string, string>) => callView(path, { form });
const accept = (path: string, password = PASSWORD, confirm = password) =>
  acceptPage(path, { password, confirmPassword: confirm });
const adminCount = async () => (await db().select({ n: count() }).from(adminUsers))[0].n;
const json = (method: string, path: string, body?: unknown, cookie?: string, ip?: string) =>
  handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }),
    ip,
  );

describe("inviting an admin on /admin/admins", () => {
  it("sends a single-use link; the page opens without a session, sets the password and signs them in", async () => {
    const owner = await adminCookie("owner@example.com");
    const email = address();
    const sent = await adminsView(owner, { intent: "invite", email: email.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(sent.action).toMatchObject({ ok: true, message: `Invitation sent to ${email}.` });
    expect(sent.data.invites).toEqual([
      expect.objectContaining({ email, invitedBy: "owner@example.com", expired: false }),
    ]);

    const { path, token, mail } = await linkFor(email);
    // What the e-mail says: who, which site, the link, that it expires in 72 hours; nothing more.
    expect(mail.subject).toBe("You're invited to the Acumen Leadership Group admin");
    expect(mail.text).toContain("owner@example.com invited you to become an admin");
    expect(mail.text).toContain(process.env.SITE_URL!);
    expect(mail.text).toContain("expires in 72 hours");
    expect(mail.html).toContain(path);
    // Only the token's hash is stored.
    const [row] = await db().select().from(adminInvites).where(eq(adminInvites.email, email));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // The trail: the invite, naming the invitation (no address in it).
    const [invited] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(invited).toMatchObject({
      action: "POST /admin/admins#invite",
      actorEmail: "owner@example.com",
      targetType: "admin_invites",
      targetId: String(row.id),
    });

    // The page: no session, only the invited address.
    const page = (await acceptPage(path)) as ViewAnswer;
    expect(page.status).toBe(200);
    expect(page.data).toEqual({ email, invitedBy: "owner@example.com" });
    expect(page.loaderData).not.toHaveProperty("routes/admin");

    const done = (await accept(path)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin");
    const session = cookiePair(done.headers.get("set-cookie"));
    const asNew = await adminsView(session);
    expect(asNew.status).toBe(200);
    expect(asNew.data.admins.map((a) => a.email)).toContain(email);
    expect(asNew.data.invites).toEqual([]);

    const [accepted, signedIn] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(signedIn).toMatchObject({ action: "admin.invite-accepted", actorEmail: email });
    expect(signedIn.targetId).toBe(String(row.id));
    expect(accepted).toMatchObject({ action: "sign-in.invitation", actorEmail: email });

    // Used: the link opens a clear 410 page, and a second post makes nothing.
    const again = (await acceptPage(path)) as ViewAnswer;
    expect(again.status).toBe(410);
    expect(again.data).toMatchObject({ refused: { title: "This invitation was already used" } });
    const before = await adminCount();
    expect(((await accept(path)) as ViewAnswer).status).toBe(410);
    expect(await adminCount()).toBe(before);
  });

  it("the accept page sits outside the admin's guard and opens no admin data", () => {
    const route = routeForPath(table, "/admin/invite/abc");
    expect(route?.file).toBe("features/security/admin/invite-view.tsx");
    expect(privateViews(table).map((v) => v.file)).not.toContain("features/security/admin/invite-view.tsx");
    expect(routeForPath(table, "/admin/invite")?.file).toBe("routes/admin-not-found.tsx");
  });

  it("refuses an address that is an admin already, and bad input, storing nothing", async () => {
    const owner = await adminCookie("owner@example.com");
    await createTestAdmin("taken@example.com");
    const refused = await adminsView(owner, { intent: "invite", email: "Taken@Example.com" });
    expect(refused.status).toBe(409);
    expect(refused.action.error).toBe("Taken@Example.com is an admin already: there is no one to invite.");
    expect((await adminsView(owner, { intent: "invite", email: "not-an-address" })).status).toBe(400);
    expect((await adminsView(owner, { intent: "resend", id: "abc" })).status).toBe(404);
    expect((await adminsView(owner, { intent: "revoke", id: "999999" })).status).toBe(404);
    const stored = await db().select().from(adminInvites);
    expect(stored.filter((i) => /taken|not-an-address/.test(i.email))).toEqual([]);
  });

  it("a link expires after 72 hours (the clock moved): a 410 page, no admin", async () => {
    const start = Date.now();
    setClockForTests(() => start);
    const owner = await createTestAdmin("owner@example.com");
    const email = address();
    await inviteAdmin(email, owner);
    const { path } = await linkFor(email);
    setClockForTests(() => start + 72 * HOUR - 60_000);
    expect(((await acceptPage(path)) as ViewAnswer).status).toBe(200);
    setClockForTests(() => start + 72 * HOUR + 1);
    const expired = (await acceptPage(path)) as ViewAnswer;
    expect(expired.status).toBe(410);
    expect(expired.data).toMatchObject({ refused: { title: "This invitation has expired" } });
    const before = await adminCount();
    expect(((await accept(path)) as ViewAnswer).status).toBe(410);
    expect(await adminCount()).toBe(before);
    // Still listed (flagged expired): a resend gives it 72 more hours and a new link.
    const cookie = await adminCookie("owner@example.com");
    const listed = await adminsView(cookie);
    const invite = listed.data.invites.find((i) => i.email === email)!;
    expect(invite.expired).toBe(true);
    await adminsView(cookie, { intent: "resend", id: String(invite.id) });
    const fresh = await linkFor(email);
    expect(fresh.path).not.toBe(path);
    expect((await accept(fresh.path)) as Response).toHaveProperty("status", 302);
  });

  it("a resend voids the old link; a revoke voids the link; both are in the trail", async () => {
    const owner = await adminCookie("owner@example.com");
    const email = address();
    await adminsView(owner, { intent: "invite", email });
    const first = await linkFor(email);
    const id = String((await adminsView(owner)).data.invites.find((i) => i.email === email)!.id);
    const resent = await adminsView(owner, { intent: "resend", id });
    expect(resent.action).toMatchObject({ ok: true });
    const second = await linkFor(email);
    expect(second.token).not.toBe(first.token);
    const old = (await acceptPage(first.path)) as ViewAnswer;
    expect(old.status).toBe(404);
    expect(old.data).toMatchObject({ refused: { title: "This invitation is not valid" } });
    expect(((await acceptPage(second.path)) as ViewAnswer).status).toBe(200);
    const [resendEntry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(resendEntry).toMatchObject({ action: "POST /admin/admins#resend", targetId: id });

    expect((await adminsView(owner, { intent: "revoke", id })).action).toMatchObject({ ok: true });
    expect(((await acceptPage(second.path)) as ViewAnswer).status).toBe(404);
    expect(((await accept(second.path)) as ViewAnswer).status).toBe(404);
    const [revokeEntry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(revokeEntry).toMatchObject({ action: "POST /admin/admins#revoke", targetId: id });
    expect((await adminsView(owner)).data.invites.map((i) => i.email)).not.toContain(email);
  });

  it("two accepts of one link at once make one admin", async () => {
    const owner = await createTestAdmin("owner@example.com");
    const email = address();
    await inviteAdmin(email, owner);
    const { token } = await linkFor(email);
    const before = await adminCount();
    const results = await Promise.all([
      acceptInvite(token, PASSWORD, "192.0.2.1"),
      acceptInvite(token, PASSWORD, "192.0.2.2"),
      acceptInvite(token, PASSWORD, "192.0.2.3"),
    ]);
    expect(results.filter((r) => !isRefused(r))).toHaveLength(1);
    expect(
      results.filter((r) => isRefused(r) && r.refused.message === INVITE_REFUSALS.used.message),
    ).toHaveLength(2);
    expect(await adminCount()).toBe(before + 1);
  });

  it("the password follows owner setup's rules; a refused one leaves the link usable", async () => {
    const owner = await createTestAdmin("owner@example.com");
    const email = address();
    await inviteAdmin(email, owner);
    const { path } = await linkFor(email);
    const short = (await accept(path, "short")) as ViewAnswer;
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.action)).toContain("Password must be at least 12 characters");
    const mismatch = (await accept(path, PASSWORD, `${PASSWORD}x`)) as ViewAnswer;
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.action)).toContain("The passwords do not match");
    expect(((await acceptPage(path)) as ViewAnswer).status).toBe(200);
    expect((await accept(path)) as Response).toHaveProperty("status", 302);
  });

  it("with ADMIN_REQUIRE_2FA=1 the new admin sets up a factor before any session", async () => {
    const owner = await createTestAdmin("owner@example.com");
    const email = address();
    await inviteAdmin(email, owner);
    const { path } = await linkFor(email);
    process.env.ADMIN_REQUIRE_2FA = "1";
    resetEnvCache();
    const done = (await accept(path)) as Response;
    expect(done.status).toBe(302);
    const step = cookiePair(done.headers.get("set-cookie"));
    expect(step).toMatch(/^admin_second_step=/);
    const gate = await callView("/admin/admins", { cookie: step });
    const error = (gate as ViewAnswer).error;
    expect(isRouteErrorResponse(error) && isAdminGate(error.data) && error.data.step).toBe("setup");
  });
});

describe("the invitations' JSON API", () => {
  it("GET|POST /api/admin/invites, POST|DELETE /api/admin/invites/{id}: list, invite, resend, revoke", async () => {
    const cookie = await adminCookie("owner@example.com");
    const email = address("api");
    const made = await json("POST", "/api/admin/invites", { email }, cookie);
    expect(made.status).toBe(201);
    const invite = await made.json();
    expect(invite).toMatchObject({ email, invitedBy: "owner@example.com", expired: false });
    expect(Object.keys(invite)).not.toContain("token");
    const listed = await (await json("GET", "/api/admin/invites", undefined, cookie)).json();
    expect(listed.map((i: { email: string }) => i.email)).toContain(email);

    expect((await json("POST", "/api/admin/invites", { email: "owner@example.com" }, cookie)).status).toBe(
      409,
    );
    const bad = await json("POST", "/api/admin/invites", { email: "nope" }, cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { email: expect.any(String) } });

    const first = await linkFor(email);
    expect((await json("POST", `/api/admin/invites/${invite.id}`, undefined, cookie)).status).toBe(200);
    expect((await linkFor(email)).token).not.toBe(first.token);
    expect((await json("DELETE", `/api/admin/invites/${invite.id}`, undefined, cookie)).status).toBe(200);
    expect((await json("DELETE", `/api/admin/invites/${invite.id}`, undefined, cookie)).status).toBe(404);
    expect((await json("DELETE", "/api/admin/invites/abc", undefined, cookie)).status).toBe(404);
    expect((await json("GET", "/api/admin/invites")).status).toBe(401);
  });

  it("POST /api/admin-invite accepts a link (201 and a session); bad input 400; a used link 410", async () => {
    const owner = await createTestAdmin("owner@example.com");
    const email = address("api");
    await inviteAdmin(email, owner);
    const { token } = await linkFor(email);
    const body = { token, password: PASSWORD, confirmPassword: PASSWORD };
    expect(
      (await json("POST", "/api/admin-invite", { ...body, confirmPassword: "other-password-x" })).status,
    ).toBe(400);
    expect((await json("POST", "/api/admin-invite", { token })).status).toBe(400);
    const done = await json("POST", "/api/admin-invite", body);
    expect(done.status).toBe(201);
    expect(await done.json()).toEqual({ ok: true, isAuthenticated: true, email });
    const session = cookiePair(done.headers.get("set-cookie"));
    expect((await json("GET", "/api/admin/invites", undefined, session)).status).toBe(200);
    expect((await json("POST", "/api/admin-invite", body)).status).toBe(410);
    expect((await json("GET", "/api/admin-invite")).status).toBe(405);
  });

  it("failed links are rate-limited per address like sign-ins (429)", async () => {
    const ip = "198.51.100.77";
    const body = (i: number) => ({ token: `guess-${i}`, password: PASSWORD, confirmPassword: PASSWORD });
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await json("POST", "/api/admin-invite", body(i), undefined, ip);
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await json("POST", "/api/admin-invite", body(99), undefined, "198.51.100.78")).status).toBe(404);
  });
});
