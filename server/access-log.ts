import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";

declare module "node:http" {
  interface IncomingMessage {
    /** This request's id: the caller's X-Request-Id, or a new UUID. */
    id: string;
    /** A logger whose lines carry this request (id, method, path). */
    log: Logger;
  }
}

const LOGGER = Symbol("request logger");
type Logged = IncomingMessage & { [LOGGER]?: Logger };

/** What a log line tells of a request: no cookies, bodies or query strings (they may hold personal data). */
const described = (req: IncomingMessage) => ({
  id: req.id,
  method: req.method,
  url: String(req.url).split("?")[0],
});

/**
 * One line per answered request ("request completed", with status and time; error level from 500 on),
 * and `req.log` for the handlers. The request's logger is made on first use: most requests log
 * nothing but that line, and a pino child per request was a visible part of a cached page's cost
 * (docs/decisions/0074-cached-page-overhead.md).
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = performance.now();
    req.id = (req.headers["x-request-id"] as string) || crypto.randomUUID();
    Object.defineProperty(req, "log", {
      configurable: true,
      get(this: Logged) {
        return (this[LOGGER] ??= logger.child({ req: described(this) }));
      },
    });
    const done = () => {
      res.off("finish", done).off("close", done);
      completed(logger, req, res, Math.round(performance.now() - start));
    };
    res.on("finish", done).on("close", done);
    next();
  };
}

function completed(logger: Logger, req: IncomingMessage, res: ServerResponse, responseTime: number) {
  const level = res.statusCode >= 500 ? "error" : "info";
  if (!logger.isLevelEnabled(level)) return;
  const line = { req: described(req), res: { statusCode: res.statusCode }, responseTime };
  logger[level](line, res.writableFinished ? "request completed" : "request aborted");
}
