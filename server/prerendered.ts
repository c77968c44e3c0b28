import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { env } from "../app/utils/env.server";
import { TIME_ZONE_META } from "../app/utils/dates";

/**
 * Serves the pages React Router prerendered at build time (`<clientDir>/<path>/index.html`, see
 * react-router.config.ts) without rendering them or touching the database.
 *
 * A prerendered file was rendered once, without a request, so two things in it are fixed and wrong
 * for a live response; both are repaired here:
 * - its <script> tags carry no CSP nonce: each response adds this response's nonce to every one;
 * - its absolute URLs (canonical, og:url, JSON-LD) use the SITE_URL of the build: they are rewritten
 *   to the SITE_URL of the running server;
 * - its site-time-zone meta (app/utils/dates.ts) holds the build's SITE_TIME_ZONE: it gets the
 *   running server's, which the browser then formats every date in.
 * Files are read once at start; each request only joins the pieces around the script tags. Mount it
 * before express.static, which would answer /about with a redirect to the directory /about/.
 */
export function prerenderedPages(
  clientDir: string,
  siteUrl = env().SITE_URL,
  timeZone = env().SITE_TIME_ZONE,
): RequestHandler {
  const pages = loadPrerenderedPages(clientDir, new URL(siteUrl).origin, timeZone);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const parts = pages.get(req.path);
    if (!parts) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // The nonce changes per response, so no shared cache may keep one.
    res.setHeader("Cache-Control", "private, no-cache");
    res.send(withNonce(parts, String(res.locals.nonce)));
  };
}

/** Maps "/about" to its HTML split around "<script" (the prerendered home page would be "/"). */
export function loadPrerenderedPages(
  clientDir: string,
  origin: string,
  timeZone?: string,
): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const file of findIndexFiles(clientDir)) {
    const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    const urlPath = rel ? `/${rel}` : "/";
    pages.set(urlPath, prepareHtml(readFileSync(file, "utf8"), origin, timeZone));
  }
  return pages;
}

function findIndexFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Hashed bundles live in assets/; nothing there is a page.
    if (entry.isDirectory() && entry.name !== "assets")
      found.push(...findIndexFiles(path.join(dir, entry.name)));
    else if (entry.isFile() && entry.name === "index.html") found.push(path.join(dir, entry.name));
  }
  return found;
}

const SCRIPT_TAG = /<script(?=[\s>])/g;

/** Rewrites the build's origin to `origin`, drops any baked nonce, and splits around script tags. */
export function prepareHtml(html: string, origin: string, timeZone?: string): string[] {
  const canonical = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html);
  const builtOrigin = canonical?.[1];
  let out = builtOrigin && builtOrigin !== origin ? html.split(builtOrigin).join(origin) : html;
  out = out.replace(/(<script\b[^>]*?)\snonce="[^"]*"/g, "$1");
  if (timeZone) {
    out = out.replace(
      new RegExp(`(<meta name="${TIME_ZONE_META}" content=")[^"]*"`),
      (_m, head: string) => `${head}${timeZone}"`,
    );
  }
  return out.split(SCRIPT_TAG);
}

export function withNonce(parts: string[], nonce: string): string {
  return parts.join(`<script nonce="${nonce}"`);
}
