import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getAdminSession, type AdminSession } from "~/services/session.server";
import { jsonError } from "~/utils/http.server";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

function unauthorized() {
  return jsonError(
    401,
    "Authentication required. Please log in as an admin.",
    {},
    { "Cache-Control": "no-store" },
  );
}

// The session the gate found, for the handlers behind it (e.g. to record which admin made a change).
const adminSessionContext = createContext<AdminSession | null>(null);

/** The admin behind this request; only for loaders and actions behind requireAdmin(). */
export function adminOf(context: Readonly<RouterContextProvider>): AdminSession {
  const session = context.get(adminSessionContext);
  if (!session) throw new Error("adminOf() called in a route that is not behind requireAdmin()");
  return session;
}

/** What a route's admin gate declares: every method needs an admin session except `publicMethods`. */
export type AdminAccess = { publicMethods: readonly HttpMethod[] };
const declared = new WeakMap<MiddlewareFunction<Response>, AdminAccess>();

/**
 * React Router middleware that answers 401 JSON (no-store) unless the request carries an admin
 * session, before any loader or action of the route (and of the routes nested under it) runs.
 * Fails closed: every method not named in `publicMethods` is gated, HEAD and OPTIONS included
 * (HEAD counts as GET). Admin answers are marked no-store: private data stays out of caches.
 *
 *   export const middleware = [requireAdmin()];                            // a layout: all of it
 *   export const middleware = [requireAdmin({ publicMethods: ["GET"] })];  // one route: writes only
 */
export function requireAdmin(access: Partial<AdminAccess> = {}): MiddlewareFunction<Response> {
  const publicMethods = access.publicMethods ?? [];
  const gate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const method = request.method === "HEAD" ? "GET" : request.method;
    if ((publicMethods as readonly string[]).includes(method)) return next();
    const session = await getAdminSession(request);
    if (!session) return unauthorized();
    context.set(adminSessionContext, session);
    return noStore(await next());
  };
  declared.set(gate, { publicMethods });
  return gate;
}

/** The declaration behind a middleware made by requireAdmin (the 401 matrix test reads it). */
export function adminAccessOf(middleware: unknown): AdminAccess | undefined {
  return typeof middleware === "function"
    ? declared.get(middleware as MiddlewareFunction<Response>)
    : undefined;
}

function noStore(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // Immutable headers (e.g. Response.redirect): copy the response.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    const { status, statusText } = response;
    return new Response(response.body, { status, statusText, headers });
  }
}
