import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/** Builds a Fetch Request from Express's; the body was already read (and size-limited) as a Buffer. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  // A visitor who leaves mid-render aborts the loaders and the render (React Router passes the signal on).
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body) && req.body.length > 0) {
    init.body = new Uint8Array(req.body);
  }
  return new Request(url, init);
}

/** Copies status and headers (each Set-Cookie on its own line) onto Express's response. */
export function writeHead(res: ExpressResponse, response: Response) {
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
}

/**
 * Sends a Fetch Response. The body goes through @react-router/node's writer: it waits for 'drain'
 * when the socket's buffer is full (a slow client does not make the server hold the whole page),
 * flushes each chunk through compression so streamed HTML reaches the browser early, and stops
 * reading (cancelling the render) when the client has gone. A client that left is not an error.
 */
export async function sendFetchResponse(res: ExpressResponse, response: Response) {
  writeHead(res, response);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded || res.socket?.destroyed) return;
    throw error;
  }
}
