import { createContext, data, type MiddlewareFunction } from "react-router";
import { adminSessionContext } from "~/admin/access.server";
import type { AdminGate } from "~/admin/gate";
import { audited } from "~/features/audit/audit-trail.server";
import { adminExists } from "./owner-setup.server";
import { getAdminSession } from "~/services/session.server";
import { factorsOf, nextStepAfterPassword, readSecondStep } from "./second-step.server";
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
  const gate: MiddlewareFunction<Response> = async (args, next) => {
    const { request, context } = args;
    const method = request.method === "HEAD" ? "GET" : request.method;
    if ((publicMethods as readonly string[]).includes(method)) return next();
    const session = await getAdminSession(request);
    if (!session) return unauthorized();
    context.set(adminSessionContext, session);
    // Every write is audited here, in the write's transaction (app/features/audit/audit-trail.server.ts).
    return noStore(await audited(args, session.adminUserId, next));
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

// Set when the gate refused: the document's status is then rewritten (see guardAdminViews).
const refusedContext = createContext(false);
const viewGates = new WeakSet<MiddlewareFunction<Response>>();

/**
 * The guard of the admin's pages (the /admin layout's middleware): no loader or action below the
 * layout runs without an admin session, whatever the request (a document, a `.data` request, a
 * post), so a view holds no access code of its own and reads its admin with adminOf(). Without a
 * session the gate throws an AdminGate (401), before any loader runs: the layout's error boundary
 * draws the login (or the first-run owner setup) at the URL asked for, and a `.data` request gets
 * that error and no data. A document keeps the status 200 it always had for the login page.
 *
 * Let through without a session: only the layout's own posts (`POST ownPath`: login, setup,
 * logout), whose loaders are the layout's alone (its index route has no loader).
 */
export function guardAdminViews(ownPath: string): MiddlewareFunction<Response>[] {
  const loginPageStatus: MiddlewareFunction<Response> = async ({ context }, next) => {
    const response = await next();
    const isDocument = response.headers.get("Content-Type")?.startsWith("text/html");
    if (!context.get(refusedContext) || response.status !== 401 || !isDocument) return response;
    return new Response(response.body, { status: 200, headers: response.headers });
  };
  const gate: MiddlewareFunction<Response> = async (args, next) => {
    const { request, context } = args;
    const session = (await getAdminSession(request)) ?? null;
    context.set(adminSessionContext, session);
    const url = new URL(request.url);
    const ownPost =
      request.method === "POST" &&
      url.pathname.replace(/\/$/, "") === ownPath &&
      !url.searchParams.has("index");
    if (session) return noStore(await audited(args, session.adminUserId, next, { view: true }));
    if (ownPost) return noStore(await next());
    context.set(refusedContext, true);
    throw data<AdminGate>(
      { gate: "login", needsOwner: !(await adminExists()), ...(await secondStepOf(request)) },
      { status: 401, headers: { "Cache-Control": "no-store" } },
    );
  };
  viewGates.add(gate);
  return [loginPageStatus, gate];
}

/** A sign-in's second step in progress: the gate asks for its code (or the factor's setup) instead. */
export async function secondStepOf(request: Request): Promise<Pick<AdminGate, "step" | "passkeys">> {
  const step = await readSecondStep(request);
  if (!step) return {};
  const next = await nextStepAfterPassword(step.adminUserId);
  if (next === "session") return {};
  return { step: next, passkeys: (await factorsOf(step.adminUserId)).passkeys > 0 };
}

/** Whether a middleware is the admin pages' guard (the 401 matrix test reads it). */
export const isAdminViewsGuard = (middleware: unknown) =>
  typeof middleware === "function" && viewGates.has(middleware as MiddlewareFunction<Response>);

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
