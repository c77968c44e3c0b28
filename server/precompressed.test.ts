import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../scripts/precompress";
import { createApp, type Site } from "./app";
import { pickEncoding, precompressedAssets } from "./precompressed";
import { rawRequest } from "../tests/setup/raw-http";

/** A request whose body is not decoded (fetch would decompress it and hide the encoding). */
const get = (base: string, urlPath: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${base}${urlPath}`, headers, method);

function listen(app: Pick<Site, "listen">): Promise<{ base: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), "precompressed-"));
const clientDir = path.join(work, "client");
const assets = path.join(clientDir, "assets");
// Compressible, repetitive content: the compressed variants are much smaller.
const script = `export const answer = 42;\n${"console.log('a line of a bundle that repeats');\n".repeat(200)}`;
const styles = `.a{color:red}\n${".b{margin:0 auto;padding:1rem}\n".repeat(100)}`;
const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

beforeAll(() => {
  mkdirSync(path.join(assets, "nested"), { recursive: true });
  writeFileSync(path.join(assets, "entry-abc123.js"), script);
  writeFileSync(path.join(assets, "nested", "app-def456.css"), styles);
  writeFileSync(path.join(assets, "tiny-0a1b2c.txt"), "x");
  writeFileSync(path.join(assets, "logo-9f8e7d.png"), image);
  writeFileSync(
    path.join(clientDir, "favicon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(300)}</svg>`,
  );
  writeFileSync(path.join(work, "secret.js"), "secret");
  precompressDir(assets);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("scripts/precompress.ts", () => {
  it("writes brotli and gzip variants of js, css, svg, xml and txt files only when they are smaller", () => {
    expect(brotliDecompressSync(readFileSync(path.join(assets, "entry-abc123.js.br"))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(path.join(assets, "entry-abc123.js.gz"))).toString()).toBe(script);
    expect(existsSync(path.join(assets, "nested", "app-def456.css.br"))).toBe(true);
    // A one-byte file compresses to more than one byte: no variant.
    expect(existsSync(path.join(assets, "tiny-0a1b2c.txt.br"))).toBe(false);
    expect(existsSync(path.join(assets, "tiny-0a1b2c.txt.gz"))).toBe(false);
    // Images are not compressible text.
    expect(existsSync(path.join(assets, "logo-9f8e7d.png.br"))).toBe(false);
  });

  it("uses brotli's best quality (smaller than gzip -9 on a bundle)", () => {
    const br = readFileSync(path.join(assets, "entry-abc123.js.br")).length;
    const gz = readFileSync(path.join(assets, "entry-abc123.js.gz")).length;
    expect(br).toBeLessThan(gz);
  });
});

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=1", "br"],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %j", (header, expected) => {
    const req = Object.assign(Object.create(express.request) as express.Request, {
      headers: header === undefined ? {} : { "accept-encoding": header },
    });
    expect(pickEncoding(req)).toBe(expected);
  });
});

describe("precompressedAssets on a real Express app", () => {
  let base = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = express();
    app.use("/assets", precompressedAssets(assets, { immutable: true, maxAgeSeconds: 31536000 }));
    app.use(
      ((err, _req, res, _next) =>
        void res.status(err.status ?? 500).send("error")) as express.ErrorRequestHandler,
    );
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  it("sends the brotli file to a browser that accepts it, with the original's type", async () => {
    const res = await get(base, "/assets/entry-abc123.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["last-modified"]).toBeUndefined();
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends gzip when brotli is not accepted, and css with its type from a subfolder", async () => {
    const res = await get(base, "/assets/nested/app-def456.css", { "Accept-Encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(gunzipSync(res.body).toString()).toBe(styles);
  });

  it("falls back to the original file without Accept-Encoding, still varying on it", async () => {
    const res = await get(base, "/assets/entry-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.toString()).toBe(script);
  });

  it("serves files that have no variant as they are", async () => {
    const png = await get(base, "/assets/logo-9f8e7d.png", { "Accept-Encoding": "br" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["x-content-type-options"]).toBe("nosniff");
    expect(png.body.equals(image)).toBe(true);
    const tiny = await get(base, "/assets/tiny-0a1b2c.txt", { "Accept-Encoding": "br" });
    expect(tiny.body.toString()).toBe("x");
  });

  it("answers HEAD with the headers of the chosen variant and no body", async () => {
    const res = await get(base, "/assets/entry-abc123.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBe(
      readFileSync(path.join(assets, "entry-abc123.js.br")).length,
    );
    expect(res.body.length).toBe(0);
  });

  it("looks the variants up once at start, not on the disk per request", async () => {
    // A variant that appears after start is not served (the build folder does not change while the
    // server runs); before, each request stat-ed up to four files.
    writeFileSync(path.join(assets, "logo-9f8e7d.png.br"), "late");
    try {
      const png = await get(base, "/assets/logo-9f8e7d.png", { "Accept-Encoding": "br" });
      expect(png.headers["content-encoding"]).toBeUndefined();
      expect(png.body.equals(image)).toBe(true);
    } finally {
      rmSync(path.join(assets, "logo-9f8e7d.png.br"));
    }
  });

  it("answers 404 for a missing asset and never serves a file outside the folder", async () => {
    expect((await get(base, "/assets/missing-000000.js", { "Accept-Encoding": "br" })).status).toBe(404);
    const escaped = await get(base, "/assets/..%2f..%2fsecret.js", { "Accept-Encoding": "br" });
    expect(escaped.status).toBeGreaterThanOrEqual(400);
    expect(escaped.body.toString()).not.toContain("secret");
  });
});

describe("server/app.ts", () => {
  let base = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    // No routes: only what the edge asks of the app before the router (app/edge-api.server.ts).
    const edgeApi = {
      thirdPartyOrigins: () => ({ scripts: [], connect: [], frames: [] }),
      isCachedPagePath: () => false,
    };
    const app = createApp({
      build: { entry: { module: { edgeApi } } } as unknown as ServerBuild,
      clientDir,
      logger: pino({ level: "silent" }),
      mode: "production",
      https: false,
      trustProxy: false,
    });
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  it("serves /assets precompressed with the baseline headers but no document CSP", async () => {
    const res = await get(base, "/assets/entry-abc123.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("keeps the security headers on other files", async () => {
    const res = await get(base, "/favicon.svg", { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a missing asset with a JSON 404", async () => {
    const res = await get(base, "/assets/missing-000000.js");
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toEqual({ error: "Not found." });
  });
});
