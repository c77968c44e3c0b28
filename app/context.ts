import { RouterContextProvider, createContext, type RouterContext } from "react-router";
import type { RequestContext } from "../server/request-context";

// The server (server/app.ts) and the app build each bundle their own copy of this module: the key
// lives on globalThis so that both use the one object (as the database connection does).
const slot = globalThis as unknown as { __requestContext?: RouterContext<RequestContext> };

/**
 * What the edge knows about a request (nonce, client address, id), for loaders, actions and
 * middleware: `context.get(requestContext)`. The build-time prerender has no request: it gets the
 * empty default (no nonce; server/prerendered.ts adds each response's).
 */
export const requestContext = (slot.__requestContext ??= createContext<RequestContext>({
  nonce: "",
  clientIp: "",
  requestId: "",
}));

/** The router context the edge hands to React Router for one request (middleware requires a provider). */
export function routerContextFor(value: RequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, value]]));
}

export type { RequestContext };
