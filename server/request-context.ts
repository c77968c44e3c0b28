import type { Request as ExpressRequest } from "express";

/** What every loader and action receives as `context` (set in server/app.ts). */
export type RequestContext = {
  nonce: string;
  clientIp: string;
  requestId: string;
};

export function clientIpOf(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
