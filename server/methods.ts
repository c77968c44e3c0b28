import type { RequestHandler } from "express";
import { ERROR_CSP } from "./security";

/** The methods some route of ours answers; the router is never asked about any other. */
export const SUPPORTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const supported = new Set(SUPPORTED_METHODS);
/**
 * Answers a method no route serves (TRACE, CONNECT, WebDAV's PROPFIND...) with 405 and Allow before
 * it reaches the router, which cannot build a Fetch Request for some of them and would fail with a
 * 500. A client's choice of method is not a server error, so it is not logged as one (405, not 501).
 */
export const refuseUnsupportedMethods: RequestHandler = (req, res, next) => {
  if (supported.has(req.method)) return next();
  res.setHeader("Allow", SUPPORTED_METHODS.join(", "));
  res.setHeader("Content-Security-Policy", ERROR_CSP);
  res.status(405).json({ error: `The ${req.method} method is not supported.` });
};
