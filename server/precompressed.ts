import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import express, { type Request, type RequestHandler } from "express";

/** The encodings scripts/precompress.ts writes beside each file, best first. */
const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
] as const;

/**
 * The precompressed encoding to send: brotli when the client accepts it, else gzip, else none.
 * Express's negotiation reads Accept-Encoding (`q=0` refuses, `*` stands for any); among the
 * acceptable ones the client's order and weights are ignored, because brotli-11 files are always the
 * smaller.
 */
export function pickEncoding(req: Pick<Request, "acceptsEncodings">): "br" | "gzip" | undefined {
  return ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name)?.name;
}

type Variant = { name: "br" | "gzip"; file: string; size: number };

/**
 * Lists, once, every file of `root` that has precompressed variants (the folder holds hashed build
 * output and does not change while the server runs): "/entry-abc.js" -> its .br/.gz files and sizes.
 */
export function indexVariants(root: string): Map<string, Variant[]> {
  const index = new Map<string, Variant[]>();
  if (!existsSync(root)) return index;
  const files = new Set(readdirSync(root, { recursive: true, encoding: "utf8" }));
  for (const rel of files) {
    const variants: Variant[] = [];
    for (const e of ENCODINGS) {
      if (!files.has(rel + e.ext)) continue;
      const file = path.join(root, rel + e.ext);
      variants.push({ name: e.name, file, size: statSync(file).size });
    }
    if (variants.length) index.set("/" + rel.split(path.sep).join("/"), variants);
  }
  return index;
}

type Options = { immutable: boolean; maxAgeSeconds: number };

/**
 * Serves the hashed build assets of `dir` (mounted at /assets by server/app.ts): the `.br` or `.gz`
 * file written at build time when the client accepts it (Content-Encoding, the original's
 * Content-Type, `Vary: Accept-Encoding`), else the original file. Nothing is compressed per request,
 * and which variants exist is read once at start (indexVariants), not looked up per request.
 *
 * Mounted before the security-header middleware: a script or stylesheet needs none of the
 * document headers (CSP, frame and referrer policies...), which cost ~1.3 KB per response, on
 * 20-30 responses per page. It keeps `X-Content-Type-Options: nosniff`. The names carry a content
 * hash, so responses are immutable and carry no ETag or Last-Modified (nothing to revalidate).
 */
export function precompressedAssets(dir: string, { immutable, maxAgeSeconds }: Options): RequestHandler {
  const root = path.resolve(dir);
  const cacheControl = `public, max-age=${maxAgeSeconds}${immutable ? ", immutable" : ""}`;
  const originals = express.static(root, {
    index: false,
    fallthrough: false,
    etag: !immutable,
    lastModified: !immutable,
    acceptRanges: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cache-Control", cacheControl);
    },
  });

  const index = indexVariants(root);

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return originals(req, res, next);
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return originals(req, res, next);
    }
    // Only names found in the folder at start are looked up; anything else (including paths that
    // try to leave the folder) goes to express.static, which refuses or serves it as it is.
    const variants = index.get(relative);
    if (!variants) return originals(req, res, next);

    // Every response of a file that has a compressed variant depends on Accept-Encoding.
    res.setHeader("Vary", "Accept-Encoding");
    const wanted = pickEncoding(req);
    const variant = variants.find((v) => v.name === wanted);
    if (!variant) return originals(req, res, next);

    res.type(path.extname(relative));
    res.setHeader("Content-Encoding", variant.name);
    res.setHeader("Content-Length", String(variant.size));
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method === "HEAD") return void res.end();
    const stream = createReadStream(variant.file);
    stream.on("error", (error) => (res.headersSent ? res.destroy(error) : next(error)));
    stream.pipe(res);
  };
}
