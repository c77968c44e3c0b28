import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { routerContextFor } from "~/context";
import { dataRoutesOf, loadRouteTable, routeForPath, type RouteModule, type TableRoute } from "./route-table";

type CallOptions = {
  method?: string;
  path?: string;
  /** An object is sent as JSON; a string or FormData (multipart) is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  clientIp?: string;
};

let table: Promise<TableRoute[]> | undefined;
let handler: ReturnType<typeof createStaticHandler> | undefined;

/**
 * Calls the route at `opts.path` as React Router does for a resource request: matched by the route
 * table (app/routes.ts), its layouts' and its own middleware (the admin gate) first, then the loader
 * (GET) or action (other methods), with a real Request and our request context. `mod` must be the
 * module the path resolves to (so a test cannot call one route while meaning another).
 */
export async function callRoute(mod: RouteModule, opts: CallOptions = {}): Promise<Response> {
  const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
  const headers = new Headers(opts.headers);
  let body: string | FormData | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const path = opts.path ?? "/";
  const request = new Request(`http://localhost${path}`, { method, headers, body });
  const routes = await (table ??= loadRouteTable());
  const route = routeForPath(routes, new URL(request.url).pathname);
  if (route?.module !== mod) throw new Error(`${path} is not served by the module under test`);
  handler ??= createStaticHandler(dataRoutesOf(routes));
  const context = routerContextFor({
    nonce: "test",
    clientIp: opts.clientIp ?? "203.0.113.7",
    requestId: "test",
  });
  try {
    return (await handler.queryRoute(request, {
      routeId: route.id,
      requestContext: context,
      generateMiddlewareResponse: (query) => query(request),
    })) as Response;
  } catch (thrown) {
    // Thrown responses (redirects, a page loader's 404) are answers, not failures (as on the server).
    if (thrown instanceof Response) return thrown;
    if (isRouteErrorResponse(thrown)) return Response.json(thrown.data, { status: thrown.status });
    throw thrown;
  }
}
