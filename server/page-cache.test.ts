import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFetchResponse } from "./fetch-adapter";
import { createPageCache, isCachedPagePath } from "./page-cache";
import { assignNonce } from "./security";

// The cache between Express and a renderer that, like React Router, writes the response's nonce
// into its script tags; the renderer counts its renders.
let version = 1;
let renders = 0;
let headline = "First";
let base = "";
let server: http.Server;

beforeAll(async () => {
  const pages = createPageCache({ version: async () => version });
  const app = express();
  app.use(assignNonce);
  app.use((_req, res, next) => {
    res.setHeader("content-security-policy", `script-src 'nonce-${res.locals.nonce}'`);
    next();
  });
  app.use(pages.serve);
  app.get("/{*splat}", async (req, res) => {
    renders++;
    const nonce = String(res.locals.nonce);
    const html = `<!doctype html><h1>${headline}</h1><script nonce="${nonce}">1</script><script nonce="${nonce}" type="module">2</script>`;
    const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
    if (req.path === "/contact" && req.query.cookie) headers.append("set-cookie", "a=1");
    const status = req.path === "/blog/missing" ? 404 : 200;
    const response = await pages.keep(req, res, new Response(html, { status, headers }));
    await sendFetchResponse(res, response);
  });
  await new Promise<void>((r) => (server = app.listen(0, "127.0.0.1", () => r())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function get(p: string, method = "GET") {
  const res = await fetch(base + p, { method });
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { status: res.status, html, nonce };
}

describe("page cache", () => {
  it("renders a public page once and answers again from memory, each time with that response's nonce", async () => {
    const before = renders;
    const first = await get("/about");
    const second = await get("/about");
    expect(renders - before).toBe(1);
    expect(second.html).toContain("<h1>First</h1>");
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    const tags = second.html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(first.nonce);
  });

  it("renders anew after the content version changes", async () => {
    await get("/blog");
    headline = "Second";
    expect((await get("/blog")).html).toContain("First");
    version++;
    const before = renders;
    expect((await get("/blog")).html).toContain("<h1>Second</h1>");
    expect(renders - before).toBe(1);
  });

  it("answers HEAD from memory with no body", async () => {
    await get("/webinar");
    const before = renders;
    const head = await get("/webinar", "HEAD");
    expect(head.status).toBe(200);
    expect(head.html).toBe("");
    expect(renders).toBe(before);
  });

  it("keeps no query-string variant, no answer that sets a cookie, no error page, no other path", async () => {
    for (const p of ["/blog?q=cash", "/contact?cookie=1", "/blog/missing", "/admin"]) {
      await get(p);
      const before = renders;
      await get(p);
      expect(renders - before, p).toBe(1);
    }
  });

  it("covers the listed public pages and blog posts only", () => {
    expect(isCachedPagePath("/")).toBe(true);
    expect(isCachedPagePath("/blog/reading-cash-flow")).toBe(true);
    expect(isCachedPagePath("/blog/rss.xml")).toBe(false);
    expect(isCachedPagePath("/admin")).toBe(false);
    expect(isCachedPagePath("/api/newsletter-subscribe")).toBe(false);
    expect(isCachedPagePath("/unsubscribe")).toBe(false);
  });
});
