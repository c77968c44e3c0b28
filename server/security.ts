import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { thirdPartyOrigins } from "../app/content/site";

/** A fresh nonce per response: only scripts carrying it may run (no 'unsafe-inline'). */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(https: boolean): RequestHandler {
  const origins = thirdPartyOrigins();
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
        "form-action": ["'self'"],
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
