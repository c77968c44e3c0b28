import type { RequestContext } from "~/context";

type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
};

type CallOptions = {
  method?: string;
  path?: string;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  clientIp?: string;
};

/**
 * Calls a route module's loader (GET) or action (other methods) as React Router would, with a real
 * Request and our load context, and returns the Response.
 */
export async function callRoute(mod: RouteModule, opts: CallOptions = {}): Promise<Response> {
  const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
  const headers = new Headers(opts.headers);
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const request = new Request(`http://localhost${opts.path ?? "/"}`, { method, headers, body });
  const context: RequestContext = {
    nonce: "test",
    clientIp: opts.clientIp ?? "203.0.113.7",
    requestId: "test",
  };
  const fn = method === "GET" || method === "HEAD" ? mod.loader : mod.action;
  if (!fn) throw new Error(`The route module has no ${method === "GET" ? "loader" : "action"}`);
  try {
    const result = await (fn as (a: unknown) => unknown)({ request, context, params: opts.params ?? {} });
    if (result instanceof Response) return result;
    return Response.json(result);
  } catch (thrown) {
    // Loaders throw Responses (404s, redirects) and data() results; both are answers, not failures.
    if (thrown instanceof Response) return thrown;
    if (
      thrown &&
      typeof thrown === "object" &&
      "type" in thrown &&
      (thrown as { type: string }).type === "DataWithResponseInit"
    ) {
      const d = thrown as unknown as { data: unknown; init?: ResponseInit };
      return Response.json(d.data, d.init ?? {});
    }
    throw thrown;
  }
}
