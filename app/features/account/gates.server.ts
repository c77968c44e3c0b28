import {
  createContext,
  href,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { jsonError } from "~/utils/http.server";
import { getClientSession, type ClientSession } from "./client-session.server";

/**
 * The client's gates (decision 0111), as the admin's are for /admin: the /account pages' layout and
 * the /api/account layout carry one each, so no loader or action below them runs without a client
 * session, and each reads its person with clientOf(). Only the client cookie opens them: an admin's
 * session is another cookie and another table.
 */
const clientContext = createContext<ClientSession | null>(null);
const gates = new WeakSet<MiddlewareFunction<Response>>();

/** The person signed in on this request; only behind a client gate. */
export function clientOf(context: Readonly<RouterContextProvider>): ClientSession {
  const session = context.get(clientContext);
  if (!session) throw new Error("clientOf() called in a route that is not behind a client gate");
  return session;
}

// Personal answers stay out of every cache.
async function noStore(next: () => Promise<Response>) {
  const response = await next();
  if (response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function gate(refused: () => Response): MiddlewareFunction<Response> {
  const middleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    const session = await getClientSession(request);
    if (!session) return refused();
    context.set(clientContext, session);
    return noStore(next);
  };
  gates.add(middleware);
  return middleware;
}

/** /api/account/*: 401 JSON without a client session, whatever the method. */
export const requireClient = () =>
  gate(() => jsonError(401, "Sign in to your page first.", {}, { "Cache-Control": "no-store" }));

/** /account's pages: to the sign-in form without a client session (a document, a `.data` or a post). */
export const guardClientPages = () =>
  gate(() => {
    const response = redirect(href("/account/sign-in"));
    response.headers.set("Cache-Control", "no-store");
    return response;
  });

/** Whether a middleware is a client gate (the access matrix test reads it). */
export const isClientGate = (middleware: unknown) =>
  typeof middleware === "function" && gates.has(middleware as MiddlewareFunction<Response>);
