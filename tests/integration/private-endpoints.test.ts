/**
 * The 401 matrix, built from the route table: app/routes.ts and the requireAdmin middleware its
 * modules declare (the API's admin layout's, or a route's own), and every page under the /admin
 * layout's guard (guardAdminViews). Every private (method, path) is sent through
 * React Router's request handler without a session (401) and with one (an answer); a route added in a
 * fixture joins the matrix with nothing else to register; unknown paths and methods fail closed; and
 * the server (server/app.ts) hands the router what the gate needs.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { routerContextFor } from "~/context";
import { HTTP_METHODS, type HttpMethod } from "~/features/security/gates.server";
import { createApp } from "../../server/app";
import {
  loadRouteTable,
  privateEndpoints,
  privateViews,
  requestHandlerFor,
  serverBuildFor,
} from "../setup/route-table";
import { calls as fakeViewCalls } from "../fixtures/fake-admin-view";
import { setupTestDatabase } from "../setup/db";
import { TEST_ADMIN, adminCookie } from "../setup/admin-session";

setupTestDatabase();

const table = await loadRouteTable();
const matrix = privateEndpoints(table);
const inMatrix = (method: HttpMethod, path: string, m = matrix) =>
  m.some((e) => e.method === method && e.path === path);

/** The paths under /api/admin/ that answer without a session (product.md §7: the login gate needs them). */
const PUBLIC_ADMIN_PATHS = [
  "/api/admin/login",
  "/api/admin/logout",
  "/api/admin/status",
  // product.md §10.8: a sign-in's second step, which its own cookie (not a session) carries.
  "/api/admin/login/2fa",
  "/api/admin/login/totp-setup",
  "/api/admin/login/totp-setup/confirm",
  // …and its passkey (tests/integration/passkeys.test.ts: 401 without the step's cookie).
  "/api/admin/login/2fa/passkey/options",
  "/api/admin/login/2fa/passkey",
];

let cookie: string;
let handle: (request: Request) => Promise<Response>;
const handlerOver = async (t: typeof table) => {
  const handler = await requestHandlerFor(t);
  return (request: Request) =>
    handler(request, routerContextFor({ nonce: "test", clientIp: "203.0.113.9", requestId: "test" }));
};
beforeAll(async () => {
  cookie = await adminCookie();
  handle = await handlerOver(table);
});

/** A concrete URL for a pattern: unknown ids (a uuid where the table uses uuids), a splat filled in. */
const samplePath = (pattern: string) =>
  pattern
    .replace(/:id/g, pattern.includes("assessment-lead-status") ? randomUUID() : "999999")
    .replace("*", "not-a-route");

const request = (method: string, path: string, withCookie = false) => {
  const hasBody = !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method);
  return new Request(`http://localhost${path}`, {
    method,
    headers: {
      ...(withCookie ? { cookie } : {}),
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    body: hasBody ? "{}" : undefined,
  });
};

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.json()).toEqual({ error: "Authentication required. Please log in as an admin." });
}

describe("every private endpoint of the route table", () => {
  it.each(matrix.map((e) => [e.method, e.path] as const))(
    "%s %s: 401 without a session, an answer with one",
    async (method, pattern) => {
      const path = samplePath(pattern);
      await expectRefused(await handle(request(method, path)));
      const authed = await handle(request(method, path, true));
      expect(authed.status).not.toBe(401);
      expect(authed.status).toBeLessThan(500);
      expect(authed.headers.get("cache-control")).toBe("no-store");
    },
  );
});

describe("the matrix covers what it must", () => {
  // product.md §7's calls that read personal data or write content (§10: all need a session).
  const specPrivate: Array<[HttpMethod, string]> = [
    ["GET", "/api/admin/blog-posts"],
    ["GET", "/api/assessments"],
    ["GET", "/api/leads"],
    ["GET", "/api/admin/newsletter-subscribers"],
    ["GET", "/api/contact-inquiries"],
    ["GET", "/api/admin/resources"],
    ["POST", "/api/blog-posts"],
    ["PUT", "/api/blog-posts/:id"],
    ["DELETE", "/api/blog-posts/:id"],
    ["PATCH", "/api/blog-posts/:id/publish"],
    ["PUT", "/api/admin/assessment-lead-status/:id"],
    // product.md §10.16: coaching packs and the clients' credits.
    ["GET", "/api/admin/packs"],
    ["POST", "/api/admin/packs"],
    ["GET", "/api/admin/packs/:id"],
    ["PUT", "/api/admin/packs/:id"],
    ["DELETE", "/api/admin/packs/:id"],
    ["GET", "/api/admin/packs/clients"],
    ["PUT", "/api/admin/packs/clients/:clientPackId"],
    ["POST", "/api/admin/packs/clients/:clientPackId/credits"],
    ["POST", "/api/admin/packs/clients/:clientPackId/refund"],
    // product.md §10.18: a program's attendance per session and its certificates (decision 0108).
    ["PUT", "/api/admin/events/:id/sessions/:number/attendance"],
    ["GET", "/api/admin/events/:id/certificates"],
    ["POST", "/api/admin/events/:id/certificates"],
    ["POST", "/api/admin/certificates/:code/revoke"],
  ];
  it.each(specPrivate)("product.md §7's %s %s needs an admin", (method, path) => {
    expect(inMatrix(method, path)).toBe(true);
  });

  const specPublic: Array<[HttpMethod, string]> = [
    ["GET", "/api/blog-posts"],
    ["POST", "/api/leads"],
    ["POST", "/api/assessment"],
    ["POST", "/api/contact-inquiry"],
    ["POST", "/api/newsletter-subscribe"],
    ["POST", "/api/resource-request"],
    ["GET", "/api/admin/status"],
    ["POST", "/api/admin/login"],
    ["POST", "/api/admin/logout"],
    // product.md §10.7: public, its signature is the gate (tests/integration/scheduler-webhook.test.ts).
    ["POST", "/api/scheduler/webhook"],
    // product.md §10.18: verifying a certificate (its facts, never an e-mail address).
    ["GET", "/api/certificates/:code"],
  ];
  it.each(specPublic)("%s %s stays public", (method, path) => {
    expect(inMatrix(method, path)).toBe(false);
  });

  it("gates every method of every route under /api/admin/ but the login gate's own", () => {
    const admin = table.filter((r) => r.isLeaf && r.path.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThanOrEqual(PUBLIC_ADMIN_PATHS.length + 8);
    for (const r of admin) {
      if (PUBLIC_ADMIN_PATHS.includes(r.path)) continue;
      for (const m of HTTP_METHODS) expect(inMatrix(m, r.path), `${m} ${r.path}`).toBe(true);
    }
  });
});

describe("a route added in a fixture joins the matrix", () => {
  // app/routes.ts plus a fake route in the admin layout and a fake public-read route beside it.
  const withFakes = (routes as RouteConfigEntry[]).flatMap((entry): RouteConfigEntry[] =>
    entry.file === "routes/api/admin-only.ts"
      ? [
          {
            ...entry,
            children: [
              ...(entry.children ?? []),
              route("api/admin/fake-people", "../tests/fixtures/fake-private-route.ts"),
            ],
          },
          route("api/fake-mixed", "../tests/fixtures/fake-mixed-route.ts"),
        ]
      : [entry],
  );

  it("finds the fake routes' methods without any registration", async () => {
    const fakes = privateEndpoints(await loadRouteTable(withFakes));
    for (const m of HTTP_METHODS) {
      expect(inMatrix(m, "/api/admin/fake-people", fakes), m).toBe(true);
      expect(inMatrix(m, "/api/admin/fake-people"), "not in the real table").toBe(false);
      expect(inMatrix(m, "/api/fake-mixed", fakes), m).toBe(m !== "GET");
    }
    expect(fakes.length).toBe(matrix.length + 2 * HTTP_METHODS.length - 1);
  });

  it("refuses them without a session and serves them with one", async () => {
    const fakeHandle = await handlerOver(await loadRouteTable(withFakes));
    await expectRefused(await fakeHandle(request("GET", "/api/admin/fake-people")));
    await expectRefused(await fakeHandle(request("POST", "/api/admin/fake-people")));
    const authed = await fakeHandle(request("GET", "/api/admin/fake-people", true));
    expect(authed.status).toBe(200);
    expect(await authed.json()).toEqual([{ name: "Personal Data", email: "person@example.com" }]);

    expect((await fakeHandle(request("GET", "/api/fake-mixed"))).status).toBe(200);
    await expectRefused(await fakeHandle(request("POST", "/api/fake-mixed")));
    expect((await fakeHandle(request("POST", "/api/fake-mixed", true))).status).toBe(200);
  });
});

/** A view's single-fetch (`.data`) URL, as the browser asks for its loader data or posts to its action. */
const dataUrl = (pattern: string) => `${samplePath(pattern)}.data`;
const views = privateViews(table);

describe("every admin view of the route table (the /admin layout's guard)", () => {
  it("covers People, a person, Insights, the Outbox and every list", () => {
    const paths = views.map((v) => v.path);
    for (const path of [
      "/admin/people",
      "/admin/people/:id",
      "/admin/insights",
      "/admin/outbox",
      "/admin/blog-posts",
      "/admin/newsletter",
      "/admin/assessments",
      "/admin/contact",
      "/admin/resources",
      "/admin/legacy",
      "/admin/coaching",
    ])
      expect(paths).toContain(path);
  });

  it.each(views.filter((v) => v.hasLoader).map((v) => [v.path, v.id] as const))(
    "GET %s.data: the gate and no data without a session, the view's data with one",
    async (pattern, id) => {
      const refused = await handle(request("GET", dataUrl(pattern)));
      expect(refused.status).toBe(401);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      const body = await refused.text();
      expect(body).toContain("needsOwner");
      expect(body).not.toContain(id);
      const authed = await handle(request("GET", dataUrl(pattern), true));
      expect(authed.status).toBeLessThan(500);
      expect(authed.status).not.toBe(401);
      expect(await authed.text()).toContain(id);
    },
  );

  it.each(views.filter((v) => v.hasAction).map((v) => [v.path, v.id] as const))(
    "POST %s.data: refused without a session, before the action",
    async (pattern, id) => {
      const res = await handle(
        new Request(`http://localhost${dataUrl(pattern)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "intent=delete&id=1",
        }),
      );
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain(id);
    },
  );

  it("lets only the layout's own posts (login, setup, logout) through without a session", async () => {
    const login = await handle(
      new Request("http://localhost/admin.data", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=login&email=nobody%40example.com&password=wrong-password",
      }),
    );
    // The action's own answer (Invalid credentials), not the gate's.
    expect(login.status).toBe(401);
    expect(await login.text()).toContain("Invalid credentials");
  });

  describe("a view added in a fixture, with no check of its own", () => {
    // app/routes.ts plus a fake view under the /admin layout.
    const withFakeView = (routes as RouteConfigEntry[]).map((entry): RouteConfigEntry =>
      entry.file === "routes/admin.tsx"
        ? {
            ...entry,
            children: [
              route("fake-people", "../tests/fixtures/fake-admin-view.ts"),
              ...(entry.children ?? []),
            ],
          }
        : entry,
    );

    it("joins the views the guard covers, and is refused: its loader and action never run", async () => {
      const fakeTable = await loadRouteTable(withFakeView);
      expect(privateViews(fakeTable).map((v) => v.path)).toContain("/admin/fake-people");
      const fakeHandle = await handlerOver(fakeTable);
      const before = { ...fakeViewCalls };
      const refused = await fakeHandle(request("GET", "/admin/fake-people.data"));
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain("person@example.com");
      const posted = await fakeHandle(
        new Request("http://localhost/admin/fake-people.data", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "intent=anything",
        }),
      );
      expect(posted.status).toBe(401);
      expect(fakeViewCalls).toEqual(before);

      const authed = await fakeHandle(request("GET", "/admin/fake-people.data", true));
      expect(authed.status).toBe(200);
      expect(await authed.text()).toContain("person@example.com");
      expect(fakeViewCalls.loader).toBe(before.loader + 1);
    });
  });
});

describe("fails closed", () => {
  it("refuses an unknown path under /api/admin/ without a session, and answers a JSON 404 with one", async () => {
    for (const method of [...HTTP_METHODS, "OPTIONS"])
      await expectRefused(await handle(request(method, "/api/admin/not-registered-yet")));
    const authed = await handle(request("GET", "/api/admin/not-registered-yet", true));
    expect(authed.status).toBe(404);
    expect(await authed.json()).toEqual({ error: "Not found." });
  });

  it.each([
    ["HEAD", "/api/assessments"],
    ["OPTIONS", "/api/assessments"],
    ["OPTIONS", "/api/blog-posts"],
    ["GET", "/API/Leads"],
    ["GET", "/api/leads/"],
    ["GET", "/api/%6Ceads"],
    ["POST", "/api/admin/outbox"],
  ])("refuses the variant %s %s", async (method, path) => {
    const res = await handle(request(method, path));
    expect(res.status).toBe(401);
  });

  it("gives a single-fetch (.data) request for a private route no data", async () => {
    const res = await handle(request("GET", "/api/leads.data"));
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toMatch(/@/);
  });
});

describe("the server (server/app.ts) runs the router with the gate", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const build = await serverBuildFor(table);
    const app = createApp({
      build,
      logger: pino({ level: "silent" }),
      mode: "production",
      https: false,
      trustProxy: false,
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a private endpoint 401 JSON without a session and its data with one", async () => {
    const refused = await fetch(`${base}/api/leads`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("content-type")).toMatch(/application\/json/);
    const authed = await fetch(`${base}/api/leads`, { headers: { cookie } });
    expect(authed.status).toBe(200);
    expect(Array.isArray(await authed.json())).toBe(true);
  });

  it("logs in over HTTP (the request context reaches the action) and the cookie opens the admin API", async () => {
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const session = login.headers.get("set-cookie")!.split(";")[0];
    expect((await fetch(`${base}/api/admin/outbox`, { headers: { cookie: session } })).status).toBe(200);
  });
});
