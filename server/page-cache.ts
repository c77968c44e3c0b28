import type { IncomingMessage, ServerResponse } from "node:http";
import accepts from "accepts";
import type { Request, RequestHandler, Response as ExpressResponse } from "express";
import {
  compressPieces,
  spliceGzip,
  splicedLength,
  spliceText,
  textLength,
  type SplicedGzip,
} from "./gzip-splice";

type Version = number | string;
type Page = { status: number; headers: Array<[string, string]>; body: SplicedGzip; version: Version };
type Miss = { key: string; version: Version };

/**
 * Rendered HTML of the public pages kept in memory, so a page is rendered once per content change
 * rather than per request (see docs/decisions/0030-page-cache.md).
 *
 * What differs between two responses of one page is only the CSP nonce: each page is kept split
 * around the nonce it was rendered with, and every response joins the pieces with its own: as they
 * are, or gzip-compressed once and spliced per response (server/gzip-splice.ts, decision 0073).
 *
 * Which pages are kept and their version come from the app (`versionOf`: undefined for a page that is
 * not kept; app/edge-api.server.ts). The pages show blog posts and resources, so every entry belongs
 * to a content version (read from the database at most once a second, with the next scheduled
 * publication): when the owner publishes, edits or deletes, or a scheduled post's time comes, every
 * instance renders its pages anew. The webinar pages add the events' own version and next start
 * (decision 0091), so a page is kept with the version it was rendered under and answered only while
 * its path's version is that one: a registration renders the event pages anew, not every page.
 * Only plain GET/HEAD of those paths, without a query string, and only 200 HTML answers without
 * cookies are kept.
 */
export function createPageCache(opts: {
  versionOf: (path: string) => Promise<Version | undefined> | undefined;
  maxPages?: number;
  /**
   * The middlewares every rendered document passes through before it is rendered (its headers, the
   * access log), run in order when a page is answered from memory: the server asks `serve` before
   * Express, so a hit skips Express yet carries what a rendered page does. Each calls next at once.
   */
  before?: RequestHandler[];
}) {
  const maxPages = opts.maxPages ?? 500;
  const before = opts.before ?? [];
  const pages = new Map<string, Page>();
  // The newest version each kept path was asked under: a render that began under an older one is
  // not kept (a write landed while it rendered).
  const latest = new Map<string, Version>();

  /**
   * Answers from memory when it can; otherwise notes what to keep (see `keep`) and passes on. It
   * takes Node's own request and response: the server asks it before Express (createApp), whose
   * per-request setup was a quarter of a cached page's allocations.
   */
  const serve = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.url ?? "";
    // A query string (?q=, utm_...) renders per request; so does an absolute-form target.
    if (!path.startsWith("/") || path.includes("?")) return next();
    const lookup = opts.versionOf(path);
    if (!lookup) return next();
    let version: Version | undefined;
    try {
      version = await lookup;
    } catch {
      return next(); // no database answer: render as usual (the page decides what to show)
    }
    const locals = ((res as Partial<ExpressResponse>).locals ??= Object.create(null) as Record<
      string,
      unknown
    >);
    if (version === undefined) return next();
    if (latest.get(path) !== version) {
      latest.delete(path); // re-inserted last: the map's order is the order of use, for eviction
      if (latest.size >= maxPages) latest.delete(latest.keys().next().value as string);
      latest.set(path, version);
    }
    let page = pages.get(path);
    if (page && page.version !== version) {
      pages.delete(path);
      page = undefined;
    }
    if (!page) {
      locals.pageCacheMiss = { key: path, version } satisfies Miss;
      return next();
    }
    for (const step of before) runAtOnce(step, req, res);
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    // No ETag: the body differs in every response (its nonce), and a 304 would pair the stored
    // page's old nonce with this response's policy.
    const nonce = Buffer.from(String(locals.nonce));
    // Express's negotiation (RFC 9110 §12.5.3: gzip or `*`, without q=0). Every browser takes gzip;
    // one that takes only br gets the page as it is (brotli cannot be spliced: decision 0073).
    const gzip = accepts(req).encoding("gzip") === "gzip";
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    if (req.method === "HEAD") {
      const length = gzip ? splicedLength(page.body, nonce.length) : textLength(page.body, nonce.length);
      res.setHeader("Content-Length", length);
      return void res.end();
    }
    const body = gzip ? spliceGzip(page.body, nonce) : spliceText(page.body, nonce);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  };

  /**
   * Called with the rendered Response of a request `serve` passed on: keeps it when it may be kept
   * and returns the Response to send (the same content; a kept one was read whole first).
   */
  async function keep(req: Request, res: ExpressResponse, response: Response): Promise<Response> {
    const miss = res.locals.pageCacheMiss as Miss | undefined;
    if (!miss || req.method !== "GET" || !keepable(response)) return response;
    const html = await response.text();
    const nonce = String(res.locals.nonce);
    // A page rendered under an older version is not kept (a write landed while it rendered).
    if (miss.version === latest.get(miss.key) && html.includes(nonce)) {
      const body = await compressPieces(html.split(nonce).map((part) => Buffer.from(part)));
      if (miss.version === latest.get(miss.key)) {
        pages.delete(miss.key);
        if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
        pages.set(miss.key, {
          status: response.status,
          headers: [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name)),
          body,
          version: miss.version,
        });
      }
    }
    return new Response(html, { status: response.status, headers: response.headers });
  }

  return { serve, keep, size: () => pages.size };
}

/**
 * Runs one of the middlewares every document passes, on Node's own request and response: they read
 * and write only what those have, and `res.locals`, which `serve` makes as Express would.
 */
function runAtOnce(step: RequestHandler, req: IncomingMessage, res: ServerResponse) {
  let went = false;
  void step(req as Request, res as ExpressResponse, (error?: unknown) => {
    if (error) throw error;
    went = true;
  });
  if (!went) throw new Error("A middleware run before a page from memory did not call next at once.");
}

const UNKEPT_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "transfer-encoding",
  "etag",
  "vary",
]);

function keepable(response: Response) {
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}
