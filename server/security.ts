import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Origins of the site's embeds the policy allows (the app's, app/content/site.ts). */
/** `forms`: where a form's post may lead (a paid form's 303 to Stripe Checkout, product.md §10.14). */
type ThirdPartyOrigins = { scripts: string[]; connect: string[]; frames: string[]; forms?: string[] };

const NONCE_BYTES = 16;
// Random bytes drawn 4 KB at a time (one CSPRNG call per 256 responses, not one each); no byte is
// handed out twice.
let pool = Buffer.alloc(0);
let taken = 0;

/** A fresh nonce per response: only scripts carrying it may run (no 'unsafe-inline'). */
export const assignNonce: RequestHandler = (_req, res, next) => {
  if (taken + NONCE_BYTES > pool.length) {
    pool = randomBytes(256 * NONCE_BYTES);
    taken = 0;
  }
  res.locals.nonce = pool.toString("base64", taken, (taken += NONCE_BYTES));
  next();
};

/**
 * The document headers (helmet's, with the policy below). They are the same for every response but
 * for the nonce, so helmet runs once, with a placeholder nonce, and each response gets the result with
 * its own: helmet per response was a visible part of a cached page's cost (decision 0074).
 */
export function securityHeaders(https: boolean, origins: ThirdPartyOrigins): RequestHandler {
  const headers: Array<[string, string[]]> = [];
  const removed: string[] = [];
  const capture = {
    locals: { nonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: unknown) =>
      void headers.push([name, String(value).split(NONCE_PLACEHOLDER)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let ran = false;
  policy(https, origins)({} as never, capture as never, () => (ran = true));
  if (!ran) throw new Error("helmet did not answer at once");
  return (_req, res, next) => {
    const nonce = String(res.locals.nonce);
    for (const name of removed) res.removeHeader(name);
    for (const [name, parts] of headers)
      res.setHeader(name, parts.length === 1 ? parts[0] : parts.join(nonce));
    next();
  };
}

// Base64 never holds "_": the placeholder cannot be a real nonce or any part of the policy.
const NONCE_PLACEHOLDER = "nonce_placeholder";

function policy(https: boolean, origins: ThirdPartyOrigins) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          "'strict-dynamic'",
          ...origins.scripts,
        ],
        "script-src-attr": ["'none'"],
        // Inline style attributes come from React and UI primitives; they cannot run code.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...origins.connect],
        "frame-src": ["'self'", ...origins.frames],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'", ...(origins.forms ?? [])],
        "frame-ancestors": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
}

/**
 * The headers that fit every response, whatever answers it (health checks, assets, their 404s,
 * refused methods): mounted first, so nothing the server sends lacks them. Documents get the
 * rest from securityHeaders; errors get errorPolicy.
 */
export function baselineHeaders(https: boolean): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** An error answer is never a document that may run or embed anything. */
export const ERROR_CSP = "default-src 'none'; frame-ancestors 'none'";
