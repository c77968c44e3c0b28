import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadPrerenderedPages, prepareHtml, withNonce } from "./prerendered";

const built = [
  "<!DOCTYPE html><html><head>",
  '<link rel="canonical" href="http://localhost:3000/about"/>',
  '<meta property="og:url" content="http://localhost:3000/about"/>',
  '<script type="application/ld+json">{"url":"http://localhost:3000/about"}</script>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  "</head><body><p>Write a &lt;script&gt; tag, or a <code>scripted</code> word.</p>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" nonce="baked">import "/assets/entry.js";</script>',
  "</body></html>",
].join("");

describe("prerendered HTML", () => {
  it("gives every script tag the response's nonce and no other", () => {
    const html = withNonce(prepareHtml(built, "http://localhost:3000"), "abc+/=");
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<script nonce="abc\+\/="/g)).toHaveLength(3);
    expect(html).not.toContain("baked");
    // Text and the modulepreload link are untouched.
    expect(html).toContain("Write a &lt;script&gt; tag, or a <code>scripted</code> word.");
    expect(html).toContain('<link rel="modulepreload" href="/assets/root.js"/>');
  });

  it("two responses get two different nonces from the same prepared page", () => {
    const parts = prepareHtml(built, "http://localhost:3000");
    expect(withNonce(parts, "one")).toContain('<script nonce="one">window.__reactRouterContext');
    expect(withNonce(parts, "two")).toContain('<script nonce="two">window.__reactRouterContext');
  });

  it("rewrites the build's origin to the running server's SITE_URL origin", () => {
    const html = withNonce(prepareHtml(built, "https://www.example.com"), "n");
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/about"/>');
    expect(html).toContain('content="https://www.example.com/about"');
    expect(html).toContain('{"url":"https://www.example.com/about"}');
    expect(html).not.toContain("localhost:3000");
  });

  const dir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds each page's index.html and maps it to its path, skipping assets", () => {
    for (const p of ["about", "legal/terms", "assets/x"]) {
      mkdirSync(path.join(dir, p), { recursive: true });
      writeFileSync(path.join(dir, p, "index.html"), built);
    }
    writeFileSync(path.join(dir, "about.data"), "data");
    const pages = loadPrerenderedPages(dir, "http://localhost:3000");
    expect([...pages.keys()].sort()).toEqual(["/about", "/legal/terms"]);
  });
});

describe("the server edge", () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "prerendered-app-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("serves a prerendered page with no database and no render, its scripts carrying the CSP nonce", async () => {
    const { createApp } = await import("./app");
    const pino = (await import("pino")).default;
    mkdirSync(path.join(clientDir, "about"), { recursive: true });
    writeFileSync(path.join(clientDir, "about", "index.html"), built);
    const app = createApp({
      // Neither the React Router build nor the database exists: only the prerendered file can answer.
      build: () => Promise.reject(new Error("no render expected")),
      clientDir,
      logger: pino({ level: "silent" }),
      mode: "production",
      https: false,
      trustProxy: false,
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as { port: number };
    try {
      const res = await fetch(`http://127.0.0.1:${port}/about?utm_source=x`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const html = await res.text();
      expect(html.match(/<script nonce="([^"]+)"/g)).toHaveLength(3);
      expect(html).toContain(`<script nonce="${nonce}">window.__reactRouterContext`);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
      // A POST is not a page view: it goes on to the handler (which fails here, as it must).
      expect((await fetch(`http://127.0.0.1:${port}/about`, { method: "POST" })).status).toBe(500);
    } finally {
      server.close();
    }
  });
});
