import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { solvedTokenFrom } from "../setup/captcha-client";
import { publicPages } from "~/content/public-pages";
import { validSubmission } from "../integration/assessment-fixture";
import { startServer, tempDir, type ServerProcess } from "./server-process";

const ADMIN = { email: "surface-admin@example.com", password: "surface-password-123" };
const MARKER = `privmarker${Date.now().toString(36)}`;
let server: ServerProcess;

const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const isAuthenticated = async (cookie: string) =>
  (await (await fetch(`${server.url}/api/admin/status`, { headers: { cookie } })).json())
    .isAuthenticated as boolean;

beforeAll(async () => {
  const dir = tempDir("surface-");
  server = await startServer({
    databaseUrl: path.join(dir, "db"),
    dataDir: dir,
    // Served as HTTPS behind a proxy: Secure __Host- cookies.
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SITE_URL: "https://surface.example.test",
    },
  });
  // Personal data of every kind, each carrying the marker.
  const captchaToken = await solvedTokenFrom(server.url);
  const results = await Promise.all([
    post("/api/newsletter-subscribe", { email: `${MARKER}@example.com` }),
    post("/api/contact-inquiry", {
      fullName: `Pat ${MARKER}`,
      workEmail: `c-${MARKER}@example.com`,
      companyName: `Co ${MARKER}`,
      needsDescription: MARKER,
      captchaToken,
    }),
    post("/api/leads", { name: `Lee ${MARKER}`, email: `w-${MARKER}@example.com`, leadType: "webinar" }),
    post("/api/resource-request", {
      name: `Kim ${MARKER}`,
      email: `r-${MARKER}@example.com`,
      resourceTitle: "Financial Statements Decoded",
    }),
    post(
      "/api/assessment",
      validSubmission({ name: `Ash ${MARKER}`, email: `a-${MARKER}@example.com`, company: `Firm ${MARKER}` }),
    ),
  ]);
  for (const r of results) expect(r.status, await r.clone().text()).toBeLessThan(300);
});
afterAll(async () => server?.stop());

describe("the security surface of the running site", () => {
  it("sets the session cookie HttpOnly, SameSite=Lax, Secure with the __Host- prefix", async () => {
    const res = await post("/api/admin/login", ADMIN);
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/^__Host-/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it("gives a new session id at every login and ends the old one", async () => {
    const first = cookieOf(await post("/api/admin/login", ADMIN));
    const second = cookieOf(await post("/api/admin/login", ADMIN, { cookie: first }));
    expect(second).not.toBe(first);
    expect(await isAuthenticated(second)).toBe(true);
    expect(await isAuthenticated(first)).toBe(false);
  });

  it("invalidates the session on the server at logout (a kept copy of the cookie is refused)", async () => {
    const cookie = cookieOf(await post("/api/admin/login", ADMIN));
    expect((await fetch(`${server.url}/api/contact-inquiries`, { headers: { cookie } })).status).toBe(200);
    await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers: { cookie } });
    expect(await isAuthenticated(cookie)).toBe(false);
    expect((await fetch(`${server.url}/api/contact-inquiries`, { headers: { cookie } })).status).toBe(401);
  });

  it("sends a nonce CSP without unsafe-inline scripts on every HTML response, and every script carries the nonce", async () => {
    const paths = [
      ...publicPages.map((p) => p.path),
      "/admin",
      "/no-such-page",
      "/blog/no-such-post",
      "/unsubscribe?token=nope",
    ];
    for (const p of paths) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.headers.get("content-type"), p).toContain("text/html");
      const csp = res.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, `${p}: ${csp}`).toBeTruthy();
      expect(scriptSrc, p).not.toContain("unsafe-inline");
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      const html = await res.text();
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        if (/type="application\/ld\+json"/.test(tag)) continue;
        expect(tag, p).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it("keeps the scheduler's webhook (public, signed) closed while SCHEDULER_WEBHOOK_SECRET is unset", async () => {
    const res = await post("/api/scheduler/webhook", { event: "invitee.created", payload: {} });
    expect(res.status).toBe(404);
    expect((await fetch(`${server.url}/api/scheduler/webhook`)).status).toBe(404);
  });

  it("shows no personal data in any public response", async () => {
    const paths = [
      ...publicPages.map((p) => p.path),
      "/blog/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/api/blog-posts",
      "/api/captcha/challenge",
      "/admin",
      "/no-such-page",
      "/api/leads",
      "/api/assessments",
      "/api/contact-inquiries",
      "/api/admin/newsletter-subscribers",
      "/api/admin/outbox",
      "/api/admin/resource-requests",
      "/api/admin/blog-posts",
      "/api/admin/resources",
      "/api/scheduler/webhook",
    ];
    for (const p of paths) {
      const body = await (await fetch(`${server.url}${p}`)).text();
      expect(body.includes(MARKER), `${p} leaks personal data`).toBe(false);
    }
    // …while the admin does see it, so the marker search is meaningful.
    const cookie = cookieOf(await post("/api/admin/login", ADMIN));
    const inquiries = await (
      await fetch(`${server.url}/api/contact-inquiries`, { headers: { cookie } })
    ).text();
    expect(inquiries).toContain(MARKER);
  });
});
