import type { RequestHandler } from "express";

const PUBLIC_BODY_LIMIT = "100kb";
// A post's HTML: images are files now (POST /api/admin/media), so this is text (and, from older
// clients, a data-URL image or two, which the service moves to files).
const BLOG_WRITE_LIMIT = "3mb";
// One image of at most 10 MB (app/utils/media.ts) plus the multipart envelope; the route refuses a
// file over 10 MB with its own message.
const MEDIA_UPLOAD_LIMIT = "11mb";

// Where a post's HTML is written: the admin tree and its product.md §7 alias, and the Blog Posts
// view's action (its document post and React Router's `.data` request).
const BLOG_WRITE_PATH = /^\/(api\/(admin\/)?blog-posts(\/\d+)?|admin\/blog-posts(\.data)?)$/;

// The newsletter (decision 0085): a subscriber list's CSV (10,000 rows is about 0.5 MB) and an issue's HTML body, through
// the admin API and the Newsletter views' actions.
const NEWSLETTER_WRITE_LIMIT = "6mb";
const NEWSLETTER_WRITE_PATH =
  /^\/(api\/admin\/newsletter\/(import|issues(\/\d+)?)|admin\/newsletter(\/issues(\/\d+)?)?(\.data)?)$/;

export function bodyLimitFor(method: string, path: string): string {
  if ((method === "POST" || method === "PUT") && NEWSLETTER_WRITE_PATH.test(path))
    return NEWSLETTER_WRITE_LIMIT;
  if ((method === "POST" || method === "PUT") && BLOG_WRITE_PATH.test(path)) return BLOG_WRITE_LIMIT;
  if (method === "POST" && path === "/api/admin/media") return MEDIA_UPLOAD_LIMIT;
  return PUBLIC_BODY_LIMIT;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from our own pages: a browser sends Origin on every
 * cross-site POST, so a foreign Origin is refused on top of SameSite cookies.
 */
export const refuseCrossOrigin: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  if (!origin) return next();
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return void res.status(403).json({ error: "Cross-origin request refused." });
  }
  if (host !== req.get("host")) return void res.status(403).json({ error: "Cross-origin request refused." });
  next();
};
