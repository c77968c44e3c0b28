import type { RequestContext } from "~/context";
import { getAdminSession, type AdminSession } from "~/services/session.server";
import { jsonError, methodNotAllowed } from "~/utils/http.server";
import { isPrivateRequest } from "~/utils/private-endpoints";

const UNAUTHORIZED_MESSAGE = "Authentication required. Please log in as an admin.";

export function unauthorized() {
  return jsonError(401, UNAUTHORIZED_MESSAGE, {}, { "Cache-Control": "no-store" });
}

/**
 * The server's gate, independent of the HTTP framework: a request that matches the registry of
 * private endpoints (app/utils/private-endpoints.ts) and carries no valid admin session gets its
 * 401 here, before any route code runs. Returns undefined when the request may go on.
 */
export async function refuseWithoutAdminSession(request: Request): Promise<Response | undefined> {
  if (!isPrivateRequest(request.method, new URL(request.url).pathname)) return undefined;
  return (await getAdminSession(request)) ? undefined : unauthorized();
}

type RouteArgs = { request: Request; params: Record<string, string | undefined>; context: RequestContext };
export type AdminHandler<A extends RouteArgs> = (
  args: A & { session: AdminSession },
) => Response | Promise<Response>;
type MethodMap<A extends RouteArgs> = Partial<
  Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", AdminHandler<A>>
>;

/**
 * Wraps a private route's loader or action: without a valid admin session it answers 401 JSON and
 * the handler never runs; with one, the handler gets `session` and its answer is marked no-store.
 * Pass one handler, or one per method (others answer 405).
 *
 * Usage (a resource route under app/routes/api/):
 *
 *   import { adminRoute } from "~/utils/admin-route.server";
 *   export const loader = adminRoute<Route.LoaderArgs>(async () => Response.json(await listAll()));
 *   export const action = adminRoute<Route.ActionArgs>({
 *     PUT: async ({ request, params }) => { ... },
 *     DELETE: async ({ params }) => { ... },
 *   });
 *
 * Every endpoint wrapped this way must also be listed in PRIVATE_ENDPOINTS
 * (app/utils/private-endpoints.ts); the registry test checks both.
 */
export function adminRoute<A extends RouteArgs>(handler: AdminHandler<A> | MethodMap<A>) {
  return async (args: A): Promise<Response> => {
    const session = await getAdminSession(args.request);
    if (!session) return unauthorized();
    let run: AdminHandler<A> | undefined;
    if (typeof handler === "function") run = handler;
    else {
      const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : args.request.method.toUpperCase();
      run = handler[method as keyof MethodMap<A>];
      if (!run) return methodNotAllowed(Object.keys(handler));
    }
    const response = await run({ ...args, session });
    // Private data never goes into a shared or browser cache.
    if (response.headers.has("Cache-Control")) return response;
    try {
      response.headers.set("Cache-Control", "no-store");
      return response;
    } catch {
      // Immutable headers (e.g. Response.redirect): copy the response.
      const headers = new Headers(response.headers);
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    }
  };
}

/** Route params that name a row by integer id: anything else is a 404 rather than a database error. */
export function integerId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export function notFound(what: string) {
  return jsonError(404, `${what} not found.`);
}
