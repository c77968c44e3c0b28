import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFetchResponse } from "./fetch-adapter";
import { edgeApi } from "../app/edge-api.server";
import { createPageCache } from "./page-cache";
import { assignNonce } from "./security";
import { rawRequest } from "../tests/setup/raw-http";

// The cache in front of Express, as createApp asks it, and a renderer that, like React Router, writes
// the response's nonce into its script tags; the renderer counts its renders, the door's middlewares
// the requests they see.
let version = 1;
let eventsVersion = 1;
let renders = 0;
let passes = 0;
let headline = "First";
let base = "";
let server: http.Server;

beforeAll(async () => {
  const documentHeaders: RequestHandler[] = [
    assignNonce,
    (_req, res, next) => {
      res.setHeader("content-security-policy", `script-src 'nonce-${res.locals.nonce}'`);
      res.setHeader("x-document", "yes");
      next();
    },
    (_req, _res, next) => {
      passes++;
      next();
    },
  ];
  const pages = createPageCache({
    versionOf: (path) =>
      edgeApi.isCachedPagePath(path)
        ? Promise.resolve(path === "/webinar" ? `${version}|${eventsVersion}` : version)
        : undefined,
    before: documentHeaders,
  });
  const app = express();
  app.disable("x-powered-by");
  app.use(...documentHeaders);
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
  server = http.createServer((req, res) => void pages.serve(req, res, () => app(req, res)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
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

  it("answers from memory with the headers a rendered page gets, each request passing the document's middlewares once", async () => {
    await get("/free-resources");
    const before = { renders, passes };
    const answers = [await raw("/free-resources", {}), await raw("/free-resources", {})];
    expect(renders).toBe(before.renders);
    expect(passes - before.passes).toBe(2);
    const rendered = await raw("/free-resources?utm_source=x", {});
    const names = (h: http.IncomingHttpHeaders) =>
      Object.keys(h)
        .filter(
          (n) =>
            !["date", "connection", "keep-alive", "transfer-encoding", "content-length", "vary"].includes(n),
        )
        .sort();
    for (const res of answers) {
      expect(res.headers["x-document"]).toBe("yes");
      expect(names(res.headers)).toEqual(names(rendered.headers));
    }
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

  it("renders anew only the pages whose own version changed (the webinar's events, decision 0091)", async () => {
    await get("/about");
    await get("/webinar");
    const before = renders;
    eventsVersion++;
    await get("/webinar");
    await get("/about");
    await get("/webinar");
    expect(renders - before).toBe(1);
  });

  it("answers HEAD from memory with no body", async () => {
    await get("/about");
    const before = renders;
    const head = await get("/about", "HEAD");
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

  it("covers the listed public pages and blog posts only (the app's list)", () => {
    const kept = edgeApi.isCachedPagePath;
    expect(kept("/")).toBe(true);
    expect(kept("/blog/reading-cash-flow")).toBe(true);
    expect(kept("/webinar")).toBe(true);
    expect(kept("/webinars/cash-flow-clinic")).toBe(true);
    expect(kept("/webinar/cancel")).toBe(false);
    expect(kept("/blog/rss.xml")).toBe(false);
    expect(kept("/admin")).toBe(false);
    expect(kept("/api/newsletter-subscribe")).toBe(false);
    expect(kept("/unsubscribe")).toBe(false);
  });
});

/** A raw exchange (fetch would undo the gzip): status, headers and the body's bytes as sent. */
const raw = (p: string, headers: Record<string, string>, method = "GET") =>
  rawRequest(base + p, headers, method);
const nonceOf = (h: http.IncomingHttpHeaders) =>
  /'nonce-([^']+)'/.exec(String(h["content-security-policy"]))?.[1];

describe("page cache, compressed once", () => {
  const BROWSER = { "accept-encoding": "gzip, deflate, br" };

  it("answers a browser gzip whose text is the page with that response's nonce, a new one each time", async () => {
    await get("/privacy-policy");
    const before = renders;
    const plain = await raw("/privacy-policy", {});
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await raw("/privacy-policy", BROWSER);
      const nonce = nonceOf(res.headers)!;
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers.etag).toBeUndefined();
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(gunzipSync(res.body).toString()).toBe(
        plain.body.toString().replaceAll(nonceOf(plain.headers)!, nonce),
      );
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
    expect(renders).toBe(before);
  });

  it("answers gzip whenever Accept-Encoding takes it, by name or by `*`, at any weight above 0", async () => {
    await get("/consultation");
    for (const ask of ["gzip", "br;q=1.0, GZIP;q=0.5", "*", "identity;q=1, gzip;q=0.1"]) {
      const res = await raw("/consultation", { "accept-encoding": ask });
      expect(res.headers["content-encoding"], ask).toBe("gzip");
      expect(gunzipSync(res.body).toString()).toContain(`nonce="${nonceOf(res.headers)}"`);
    }
  });

  it("answers a client that takes no gzip the page as it is", async () => {
    await get("/terms-of-service");
    for (const ask of <Array<Record<string, string>>>[
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br" },
      { "accept-encoding": "gzip;q=0, br" },
      { "accept-encoding": "identity, gzips" },
    ]) {
      const res = await raw("/terms-of-service", ask);
      expect(res.headers["content-encoding"], JSON.stringify(ask)).toBeUndefined();
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.body.toString()).toContain(`nonce="${nonceOf(res.headers)}"`);
    }
  });

  it("answers HEAD with the length GET would send, for either encoding, and no body", async () => {
    await get("/resources");
    for (const ask of [{}, BROWSER]) {
      const head = await raw("/resources", ask, "HEAD");
      const got = await raw("/resources", ask);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-encoding"]).toBe(got.headers["content-encoding"]);
      expect(head.headers["content-length"]).toBe(got.headers["content-length"]);
    }
  });
});
