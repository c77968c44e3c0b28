import { RouterContextProvider, createContext } from "react-router";

/** What the edge knows about a request; loaders read it with `context.get(requestContext)`. */
export type RequestContext = {
  nonce: string;
  clientIp: string;
  requestId: string;
  /** Where the built browser files are (production), for the stylesheet written into each page. */
  clientDir?: string;
};

/**
 * What the edge knows about a request (nonce, client address, id), for loaders, actions and
 * middleware: `context.get(requestContext)`. The build-time prerender has no request: it gets the
 * empty default (no nonce). One module of the app's server build: the edge reaches it through the
 * build's entry (app/edge-api.server.ts), so there is one key (decision 0083).
 */
export const requestContext = createContext<RequestContext>({
  nonce: "",
  clientIp: "",
  requestId: "",
});

/** The router context the edge hands to React Router for one request (middleware requires a provider). */
export function routerContextFor(value: RequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, value]]));
}
