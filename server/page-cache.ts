import type { Request, RequestHandler, Response as ExpressResponse } from "express";
import { publicPages } from "../app/content/public-pages";

/** Public pages whose HTML is the same for every visitor: the list of SPEC §2 pages and blog posts. */
const PAGE_PATHS = new Set(publicPages.map((p) => p.path));
export const isCachedPagePath = (p: string) => PAGE_PATHS.has(p) || /^\/blog\/[\w-]+$/.test(p);

type Page = { status: number; headers: Array<[string, string]>; parts: string[] };
type Miss = { key: string; version: number | string };

/**
 * Rendered HTML of the public pages kept in memory, so a page is rendered once per content change
 * rather than per request (see docs/decisions/0030-page-cache.md).
 *
 * What differs between two responses of one page is only the CSP nonce: each page is kept split
 * around the nonce it was rendered with, and every response joins the pieces with its own. The
 * pages show blog posts and resources, so every entry belongs to a content version
 * (app/services/content-version.server.ts, read from the database at most once a second, with the
 * next scheduled publication): when the owner publishes, edits or deletes, or a scheduled post's
 * time comes, every instance renders its pages anew. Only plain GET/HEAD of
 * the listed paths, without a query string, and only 200 HTML answers without cookies are kept.
 */
export function createPageCache(opts: { version: () => Promise<number | string>; maxPages?: number }) {
  const maxPages = opts.maxPages ?? 500;
  const pages = new Map<string, Page>();
  let cachedVersion: number | string = -1;

  /** Answers from memory when it can; otherwise notes what to keep (see `keep`) and passes on. */
  const serve: RequestHandler = async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCachedPagePath(req.path)) return next();
    if (req.originalUrl !== req.path) return next(); // a query string (?q=, utm_...) renders per request
    let version: number | string;
    try {
      version = await opts.version();
    } catch {
      return next(); // no database answer: render as usual (the page decides what to show)
    }
    if (version !== cachedVersion) {
      pages.clear();
      cachedVersion = version;
    }
    const page = pages.get(req.path);
    if (!page) {
      res.locals.pageCacheMiss = { key: req.path, version } satisfies Miss;
      return next();
    }
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.send(page.parts.join(String(res.locals.nonce)));
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
    if (miss.version === cachedVersion && html.includes(nonce)) {
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(miss.key, {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !UNKEPT_HEADERS.has(name)),
        parts: html.split(nonce),
      });
    }
    return new Response(html, { status: response.status, headers: response.headers });
  }

  return { serve, keep, size: () => pages.size };
}

const UNKEPT_HEADERS = new Set(["set-cookie", "content-length", "date", "transfer-encoding"]);

function keepable(response: Response) {
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}
