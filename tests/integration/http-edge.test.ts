/**
 * Answers decided at the HTTP edge, through the whole server (server/app.ts with every route):
 * hostile or odd requests get a 4xx (never a 500), and every response carries its security headers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { request } from "node:http";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { setupTestDatabase } from "../setup/db";
import { setupHttpApp } from "../setup/http-app";
import { TEST_ADMIN, adminCookie, createTestAdmin } from "../setup/admin-session";

const clientDir = mkdtempSync(path.join(tmpdir(), "http-edge-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1);\n");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

setupTestDatabase();
const app = setupHttpApp({ clientDir });
const ERROR_LEVEL = 50;

describe("a malformed session cookie", () => {
  it("is ignored: the visitor is answered as logged out and can log in", async () => {
    await createTestAdmin();
    const cookie = "admin_session=%E0%A4%A";
    const status = await fetch(`${app.base}/api/admin/status`, { headers: { cookie } });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ isAuthenticated: false });
    const login = await fetch(`${app.base}/api/admin/login`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const leads = await fetch(`${app.base}/api/leads`, { headers: { cookie } });
    expect(leads.status).toBe(401);
  });
});

type RouteNode = { path?: string; children?: RouteNode[] };
const apiPaths = (function flatten(nodes: RouteNode[], parent = ""): string[] {
  return nodes.flatMap((n) => {
    const p = n.path ? `${parent}/${n.path}` : parent;
    return [p, ...flatten(n.children ?? [], p)];
  });
})(routes as RouteNode[])
  // Logging out would end the session the loop below uses.
  .filter((p) => p.startsWith("/api/") && p !== "/api/admin/logout")
  .map((p) => p.replace(/:id/g, p.includes("assessment-lead-status") ? crypto.randomUUID() : "1"));

describe("JSON nested thousands of levels deep", () => {
  it("is refused with 400 by every JSON endpoint, before it is walked", async () => {
    const cookie = await adminCookie();
    const deep = `{"a":${"[".repeat(8000)}${"]".repeat(8000)}}`;
    const answers: string[] = [];
    const all: string[] = [];
    for (const p of apiPaths) {
      for (const method of ["POST", "PUT", "PATCH"]) {
        const res = await fetch(app.base + p, {
          method,
          headers: { cookie, "content-type": "application/json" },
          body: deep,
        });
        const body = await res.text();
        expect(res.status, `${method} ${p}: ${body}`).toBeLessThan(500);
        all.push(`${method} ${p} ${res.status} ${body.slice(0, 80)}`);
        if (res.status === 400 && body.includes("nested too deeply")) answers.push(`${method} ${p}`);
      }
    }
    // Every endpoint that reads a JSON body (product.md §7 and the admin API).
    expect(answers.length, all.join("\n")).toBeGreaterThanOrEqual(13);
    expect(app.logs.filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
  });
});

/** fetch() refuses TRACE itself, so these requests go out through node:http. */
function send(method: string, p: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(app.base + p, { method }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("a method no route serves", () => {
  it.each([
    ["TRACE", 405],
    ["PROPFIND", 405],
  ])("%s answers %i JSON with Allow, logged below error level", async (method, status) => {
    for (const p of ["/", "/api/leads", "/assets/app-abc123.js"]) {
      const res = await send(method, p);
      expect(res.status, p).toBe(status);
      expect(res.headers.allow).toContain("GET");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(JSON.parse(res.body).error).toContain(method);
    }
    expect(app.logs.filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
  });
});

describe("security headers", () => {
  it("come with every kind of response: documents, API, health, assets and their 404s", async () => {
    for (const p of [
      "/healthz",
      "/readyz",
      "/api/blog-posts",
      "/assets/app-abc123.js",
      "/assets/gone.js",
      "/nope",
    ]) {
      const res = await fetch(app.base + p);
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
      expect(res.headers.get("cross-origin-resource-policy"), p).toBe("same-origin");
    }
    const missing = await fetch(`${app.base}/assets/gone.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await fetch(`${app.base}/nope`);
    expect(page.headers.get("content-security-policy")).toContain("'nonce-");
  });
});
