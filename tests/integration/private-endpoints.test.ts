/**
 * The registry of private endpoints (app/utils/private-endpoints.ts) is what the server enforces;
 * this file proves (1) every entry refuses a request without an admin session and answers one with
 * it, at the server's gate and in the route module itself, (2) no route under /api/admin/ and no
 * private call of SPEC §7 is missing from the registry, and (3) the gate is wired into the server.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import { matchPath } from "react-router";
import routes from "~/routes";
import {
  PRIVATE_ENDPOINTS,
  PUBLIC_ADMIN_PATHS,
  findPrivateEndpoint,
  isPrivateRequest,
  type HttpMethod,
} from "~/utils/private-endpoints";
import { refuseWithoutAdminSession } from "~/utils/admin-route.server";
import { createApp } from "../../server/app";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";

setupTestDatabase();

type RouteEntry = { path: string; file: string };
type RouteNode = { path?: string; file: string; index?: boolean; children?: RouteNode[] };

/** app/routes.ts flattened to full paths ("/api/admin/resources/:id"). */
function flatten(nodes: RouteNode[], parent = ""): RouteEntry[] {
  return nodes.flatMap((n) => {
    const path = n.path ? `${parent}/${n.path}`.replace(/\/+/g, "/") : parent || "/";
    return [{ path, file: n.file }, ...flatten(n.children ?? [], path)];
  });
}
const allRoutes = flatten(routes as RouteNode[]).filter((r) => !r.path.includes("*"));
const apiRoutes = allRoutes.filter((r) => r.path.startsWith("/api/"));

/** A concrete URL for a pattern: ids are unknown ones (a uuid where the table uses uuids). */
const samplePath = (pattern: string) =>
  pattern.replace(/:id/g, pattern.includes("assessment-lead-status") ? randomUUID() : "999999");

function routeFor(path: string) {
  return allRoutes.find((r) => matchPath({ path: r.path, end: true }, path));
}

type Mod = { loader?: unknown; action?: unknown };
async function moduleFor(path: string): Promise<{ mod: Mod; params: Record<string, string> }> {
  const route = routeFor(path);
  if (!route) throw new Error(`No route in app/routes.ts answers ${path}`);
  const match = matchPath({ path: route.path, end: true }, path)!;
  const mod = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as Mod;
  return { mod, params: match.params as Record<string, string> };
}

async function call(method: HttpMethod, path: string, cookie?: string): Promise<Response | undefined> {
  const { mod, params } = await moduleFor(path);
  if ((method === "GET" ? mod.loader : mod.action) === undefined) return undefined;
  return callRoute(mod as never, {
    method,
    path,
    params,
    body: method === "GET" || method === "DELETE" ? undefined : {},
    headers: cookie ? { cookie } : undefined,
  });
}

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

describe("every registered private endpoint", () => {
  it.each(PRIVATE_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (_name, entry) => {
    const path = samplePath(entry.path);
    const url = `http://localhost${path}`;

    // The server's gate refuses it without a session and lets it through with one.
    const refused = await refuseWithoutAdminSession(new Request(url, { method: entry.method }));
    expect(refused?.status, "gate without a session").toBe(401);
    expect((await refused!.json()).error).toMatch(/Authentication required/);
    expect(
      await refuseWithoutAdminSession(new Request(url, { method: entry.method, headers: { cookie } })),
    ).toBeUndefined();

    // The route module refuses on its own too (adminRoute), so a gate bypass still gets nothing.
    const anonymous = await call(entry.method, path);
    expect(anonymous, `${entry.method} ${entry.path} has no handler`).toBeDefined();
    expect(anonymous!.status, "handler without a session").toBe(401);

    const authed = await call(entry.method, path, cookie);
    expect(authed!.status, "handler with a session").not.toBe(401);
    expect(authed!.status).not.toBe(405);
    expect(authed!.status).toBeLessThan(500);
  });
});

describe("the registry is complete", () => {
  // SPEC §7's calls that read personal data or write content (DESIGN.md: all need a session).
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
  ];

  it.each(specPrivate)("SPEC §7's %s %s is registered", (method, path) => {
    expect(findPrivateEndpoint(method, samplePath(path))).toEqual({ method, path });
  });

  it("finds the admin routes in app/routes.ts (the walk below is not empty)", () => {
    const admin = apiRoutes.filter((r) => r.path.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThanOrEqual(PUBLIC_ADMIN_PATHS.length + 8);
  });

  const adminRoutes = apiRoutes.filter(
    (r) => r.path.startsWith("/api/admin/") && !PUBLIC_ADMIN_PATHS.includes(r.path),
  );
  const methods: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

  it.each(adminRoutes.map((r) => [r.path] as const))(
    "every method %s serves is in the registry",
    async (pattern) => {
      const path = samplePath(pattern);
      for (const method of methods) {
        // Fails closed whatever the registry says.
        expect(isPrivateRequest(method, path)).toBe(true);
        const res = await call(method, path, cookie);
        if (!res || res.status === 405) continue;
        expect(
          findPrivateEndpoint(method, path),
          `${method} ${pattern} answers ${res.status} but is not in PRIVATE_ENDPOINTS`,
        ).toBeDefined();
      }
    },
  );

  it("keeps login, logout and status public", () => {
    for (const p of PUBLIC_ADMIN_PATHS)
      expect(isPrivateRequest(p.endsWith("status") ? "GET" : "POST", p)).toBe(false);
  });

  it("has no entry without a route", () => {
    for (const e of PRIVATE_ENDPOINTS) expect(routeFor(samplePath(e.path)), e.path).toBeDefined();
  });
});

describe("the server's gate (server/app.ts)", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // A build that cannot load: a request that gets past the gate answers 500, one refused by it 401.
    const app = createApp({
      build: () => Promise.reject(new Error("reached the router")),
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

  const send = (method: string, path: string, withCookie = false) =>
    fetch(base + path, {
      method,
      headers: {
        ...(withCookie ? { cookie } : {}),
        ...(method === "GET" || method === "HEAD" || method === "DELETE"
          ? {}
          : { "content-type": "application/json" }),
      },
      body: method === "GET" || method === "HEAD" || method === "DELETE" ? undefined : "{}",
    });

  it.each(PRIVATE_ENDPOINTS.map((e) => [e.method, e.path] as const))(
    "%s %s: 401 JSON without a session, through with one",
    async (method, pattern) => {
      const path = samplePath(pattern);
      const refused = await send(method, path);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("content-type")).toMatch(/application\/json/);
      expect((await refused.json()).error).toMatch(/Authentication required/);
      expect((await send(method, path, true)).status).toBe(500);
    },
  );

  it.each([
    ["GET", "/API/Leads"],
    ["GET", "/api/leads/"],
    ["GET", "/api//leads"],
    ["GET", "/api/leads.data"],
    ["GET", "/api/%6Ceads"],
    ["HEAD", "/api/assessments"],
    ["GET", "/api/admin/not-registered-yet"],
    ["POST", "/api/admin/outbox"],
  ])("refuses the variant %s %s", async (method, path) => {
    expect((await send(method, path)).status).toBe(401);
  });

  it.each([
    ["GET", "/api/admin/status"],
    ["POST", "/api/admin/login"],
    ["POST", "/api/admin/logout"],
    ["GET", "/api/blog-posts"],
    ["GET", "/"],
  ])("lets the public %s %s through", async (method, path) => {
    expect((await send(method, path)).status).toBe(500);
  });
});
