import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { pingDatabase } from "../app/db/client.server";
import { routerContextFor } from "../app/context";
import { contentCacheKey } from "../app/services/content-version.server";
import { toFetchRequest, sendFetchResponse } from "./fetch-adapter";
import { clientIpOf } from "./request-context";
import { refuseUnsupportedMethods } from "./methods";
import { ERROR_CSP, assignNonce, baselineHeaders, securityHeaders } from "./security";
import { precompressedAssets } from "./precompressed";
import { createPageCache } from "./page-cache";
import { bodyLimitFor, refuseCrossOrigin } from "./guards";
import { accessLog } from "./access-log";

type AppOptions = {
  /** The React Router server build, or a loader for it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  logger: Logger;
  mode: "production" | "development";
  /** Served over HTTPS: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
  trustProxy: boolean;
  /** Development mounts Vite's middleware here. */
  beforeHandler?: express.RequestHandler;
};

export function createApp(opts: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", opts.trustProxy ? 1 : false);
  app.use(baselineHeaders(opts.https));

  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/readyz", async (_req, res) => {
    const ok = await pingDatabase();
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "database unavailable" });
  });

  app.use(accessLog(opts.logger));
  app.use(refuseUnsupportedMethods);
  // Hashed build assets: precompressed at build time, immutable, and before the document headers
  // below (a script needs no CSP; see server/precompressed.ts). nosniff is kept.
  if (opts.clientDir) {
    app.use(
      "/assets",
      precompressedAssets(path.join(opts.clientDir, "assets"), { immutable: true, maxAgeSeconds: 31536000 }),
    );
  }
  app.use(assignNonce);
  app.use(securityHeaders(opts.https));
  // Public pages from memory, with this response's nonce, gzipped once (server/page-cache.ts):
  // before the compression middleware, which compresses every other response as it goes.
  // Development renders every request, so that edits show.
  const pages =
    opts.mode === "production" ? createPageCache({ version: () => contentCacheKey() }) : undefined;
  if (pages) app.use(pages.serve);
  app.use(compression({ threshold: 1024 }));

  if (opts.clientDir) app.use(express.static(opts.clientDir, { maxAge: "1h", index: false }));
  if (opts.beforeHandler) app.use(opts.beforeHandler);

  app.use(refuseCrossOrigin);
  // One body parser per size limit, made once.
  const parsers = new Map<string, express.RequestHandler>();
  app.use((req, res, next) => {
    const limit = bodyLimitFor(req.method, req.path);
    let parse = parsers.get(limit);
    if (!parse) parsers.set(limit, (parse = express.raw({ type: () => true, limit })));
    parse(req, res, next);
  });

  // The request handler derives its route tables from the build: make it once per build
  // (development hands over a new build object after each change).
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) handlers.set(build, (handler = createRequestHandler(build, opts.mode)));
    return handler;
  };

  app.all("/{*splat}", async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res);
      const build = typeof opts.build === "function" ? await opts.build() : opts.build;
      const handler = handlerFor(build);
      const context = routerContextFor({
        nonce: res.locals.nonce as string,
        clientIp: clientIpOf(req),
        requestId: String(req.id),
        clientDir: opts.clientDir,
      });
      let response = await handler(request, context);
      if (pages) response = await pages.keep(req, res, response);
      if (response.status >= 500 && req.path.startsWith("/api/")) {
        // A client that went away mid-request (closed tab, aborted fetch) is not a server failure:
        // React Router answers its aborted signal with a 500 nobody reads.
        if (request.signal.aborted) {
          req.log?.info("client closed the request");
          return void res.end();
        }
        response = await apiFailure(response, req);
      }
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use(jsonErrors);
  return app;
}

/**
 * An API handler that failed unexpectedly still answers JSON: 503 with Retry-After when the database
 * is unreachable (the client may retry), else 500. The details stay in the log.
 */
async function apiFailure(response: Response, req: express.Request): Promise<Response> {
  if (response.headers.get("content-type")?.includes("application/json")) return response;
  req.log?.error(
    { status: response.status, body: (await response.text()).slice(0, 500) },
    "api handler failed",
  );
  if (!(await pingDatabase())) {
    return Response.json(
      { error: "The service is temporarily unavailable. Please try again in a moment." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  return Response.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** Body-size, parse and unexpected errors answer JSON; 5xx details stay in the log. */
const jsonErrors: ErrorRequestHandler = (err, req, res, _next) => {
  const status = typeof err?.status === "number" && err.status >= 400 && err.status < 600 ? err.status : 500;
  if (status >= 500) req.log?.error({ err }, "unhandled error");
  if (res.headersSent) return void res.end();
  if (!res.getHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", ERROR_CSP);
  const message =
    err?.type === "entity.too.large"
      ? "Request body is too large."
      : status === 404
        ? "Not found."
        : status < 500 && err?.expose
          ? String(err.message)
          : "Something went wrong on our side. Please try again.";
  res.status(status).json({ error: message });
};
