import http from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { EdgeApi } from "../app/edge-api.server";
import { toFetchRequest, sendFetchResponse } from "./fetch-adapter";
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

/**
 * What the app's server entry exports for the edge (app/edge-api.server.ts): one copy of each app
 * module per process, the one the routes use (decision 0083).
 */
export function edgeApiOf(build: ServerBuild): EdgeApi {
  const api = (build.entry.module as { edgeApi?: EdgeApi }).edgeApi;
  if (!api) throw new Error("The server build's entry (app/entry.server.tsx) does not export edgeApi.");
  return api;
}

/** The site as Node's request listener, and a server listening with it. */
export type Site = http.RequestListener & {
  listen(port: number, host: string, ready?: () => void): http.Server;
};

export function createApp(opts: AppOptions): Site {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", opts.trustProxy ? 1 : false);

  // Production hands over the build; development and the test server a loader (a new build after
  // each change), so what the app answers is asked of the build in use.
  const fixedApp = typeof opts.build === "function" ? undefined : edgeApiOf(opts.build);
  const loadBuild = opts.build as () => Promise<ServerBuild>;
  const withApp = <T>(ask: (api: EdgeApi) => T): T | Promise<Awaited<T>> =>
    fixedApp ? ask(fixedApp) : (loadBuild().then((b) => ask(edgeApiOf(b))) as Promise<Awaited<T>>);
  /** A middleware made once from what does not change while the server runs (embeds, page list). */
  const fromApp = (make: (api: EdgeApi) => express.RequestHandler): express.RequestHandler => {
    // Production knows the app at once: the middleware itself, with no wrapper on the hot path.
    if (fixedApp) return make(fixedApp);
    let made: express.RequestHandler | undefined;
    return async (req, res, next) => {
      try {
        made ??= await withApp(make);
      } catch (error) {
        return next(error);
      }
      made(req, res, next);
    };
  };

  const everyResponse = baselineHeaders(opts.https);
  const logRequest = accessLog(opts.logger);
  // A document's nonce, then the headers that carry it.
  const documentHeaders = [
    assignNonce,
    fromApp((api) => securityHeaders(opts.https, api.thirdPartyOrigins())),
  ];
  // Public pages from memory, with this response's nonce, gzipped once (server/page-cache.ts): asked
  // before Express (see the end), and given the very middlewares below that every other document
  // passes, in their order. Development renders every request, so that edits show.
  const pages =
    opts.mode === "production"
      ? createPageCache({
          versionOf: (path) =>
            withApp((api) => (api.isCachedPagePath(path) ? api.pageCacheKey(path) : undefined)),
          before: [everyResponse, logRequest, ...documentHeaders],
        })
      : undefined;

  app.use(everyResponse);
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/readyz", async (_req, res) => {
    const ok = await Promise.resolve(withApp((api) => api.ready())).catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "database unavailable" });
  });

  app.use(logRequest);
  app.use(refuseUnsupportedMethods);
  // Hashed build assets: precompressed at build time, immutable, and before the document headers
  // below (a script needs no CSP; see server/precompressed.ts). nosniff is kept.
  if (opts.clientDir) {
    app.use(
      "/assets",
      precompressedAssets(path.join(opts.clientDir, "assets"), { immutable: true, maxAgeSeconds: 31536000 }),
    );
  }
  app.use(...documentHeaders);
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
  const handlers = new WeakMap<ServerBuild, ReturnType<EdgeApi["createRequestHandler"]>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) handlers.set(build, (handler = edgeApiOf(build).createRequestHandler(build, opts.mode)));
    return handler;
  };

  app.all("/{*splat}", async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res);
      const build = typeof opts.build === "function" ? await opts.build() : opts.build;
      const handler = handlerFor(build);
      const api = edgeApiOf(build);
      const context = api.routerContextFor({
        nonce: res.locals.nonce as string,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
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
        response = await apiFailure(response, req, api);
      }
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use(jsonErrors);
  const site: http.RequestListener = !pages
    ? app
    : (req, res) =>
        void pages
          .serve(req, res, () => app(req, res))
          .catch((error: unknown) => {
            // A fault in the page door is ours: logged, and the page rendered as on a miss.
            opts.logger.error({ err: error, url: req.url }, "page from memory failed");
            if (res.headersSent) res.destroy();
            else app(req, res);
          });
  return Object.assign(site, {
    listen: (port: number, host: string, ready?: () => void) =>
      http.createServer(site).listen(port, host, ready),
  });
}

/**
 * An API handler that failed unexpectedly still answers JSON: 503 with Retry-After when the database
 * is unreachable (the client may retry), else 500. The details stay in the log.
 */
async function apiFailure(response: Response, req: express.Request, api: EdgeApi): Promise<Response> {
  if (response.headers.get("content-type")?.includes("application/json")) return response;
  req.log?.error(
    { status: response.status, body: (await response.text()).slice(0, 500) },
    "api handler failed",
  );
  if (!(await api.ready())) {
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
