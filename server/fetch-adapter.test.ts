import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { sendFetchResponse } from "./fetch-adapter";

const CHUNK = new Uint8Array(64 * 1024).fill(97);
const CHUNKS = 2_000; // 128 MB if it were all produced

/** A server whose one page is a long stream; it reports how many chunks were pulled and whether it was cancelled. */
function streamingServer() {
  const seen = { pulled: 0, cancelled: false };
  const app = express();
  app.get("/", async (_req, res, next) => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (seen.pulled++ >= CHUNKS) return controller.close();
        controller.enqueue(CHUNK);
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    sendFetchResponse(res, new Response(body, { headers: { "content-type": "text/plain" } })).catch(next);
  });
  return new Promise<{ server: http.Server; base: string; seen: typeof seen }>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, seen });
    });
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
let close: (() => void) | undefined;
afterEach(() => close?.());

describe("sendFetchResponse", () => {
  it("stops reading the body while the client does not read (backpressure), and cancels it when the client leaves", async () => {
    const { server, base, seen } = await streamingServer();
    close = () => server.close();
    const req = http.get(base);
    const res = await new Promise<http.IncomingMessage>((resolve) => req.on("response", resolve));
    res.pause(); // a slow client: nothing is read
    await wait(500);
    // Only what fits in the socket buffers was produced, not the whole 128 MB.
    expect(seen.pulled).toBeLessThan(CHUNKS / 4);
    req.destroy();
    for (let i = 0; i < 50 && !seen.cancelled; i++) await wait(20);
    expect(seen.cancelled).toBe(true);
    const pulledAtCancel = seen.pulled;
    await wait(200);
    expect(seen.pulled).toBe(pulledAtCancel);
  });

  it("sends a whole body, status and every Set-Cookie", async () => {
    const app = express();
    app.get("/", (_req, res, next) => {
      const headers = new Headers({ "content-type": "text/plain" });
      headers.append("set-cookie", "a=1");
      headers.append("set-cookie", "b=2");
      sendFetchResponse(res, new Response("hello", { status: 201, headers })).catch(next);
    });
    const server = await new Promise<http.Server>((r) => {
      const s = app.listen(0, "127.0.0.1", () => r(s));
    });
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await res.text()).toBe("hello");
  });
});
