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
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body) && req.body.length > 0) {
    init.body = new Uint8Array(req.body);
  }
  return new Request(url, init);
}

export async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  // Flush each chunk so streamed HTML reaches the browser early (compression honours flush()).
  const flush = (res as unknown as { flush?: () => void }).flush;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    res.write(chunk);
    flush?.call(res);
  }
  res.end();
}
