import type { Request as ExpressRequest } from "express";

/** What the edge knows about a request; loaders read it with `context.get(requestContext)` (app/context.ts). */
export type RequestContext = {
  nonce: string;
  clientIp: string;
  requestId: string;
  /** Where the built browser files are (production), for the stylesheet written into each page. */
  clientDir?: string;
};

export function clientIpOf(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
