import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog } from "./access-log";

// The log's lines as written, one JSON object each.
const lines: Array<Record<string, unknown>> = [];
const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
let base = "";
let server: http.Server;

beforeAll(async () => {
  const app = express();
  app.use(accessLog(logger));
  app.get("/fails", (req, res) => {
    req.log.error("the handler's own line");
    res.status(503).end();
  });
  app.get("/{*splat}", (req, res) => void res.json({ id: req.id }));
  await new Promise<void>((r) => (server = app.listen(0, "127.0.0.1", () => r())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("access log", () => {
  it("writes one line per request with its id, method, path without the query, status and time", async () => {
    lines.length = 0;
    const res = await fetch(`${base}/blog?q=private@example.com`, { headers: { "x-request-id": "abc-1" } });
    expect(await res.json()).toEqual({ id: "abc-1" });
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id: "abc-1", method: "GET", url: "/blog" },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("private@example.com");
  });

  it("gives a request without an id a new one, and the handler's lines carry the request", async () => {
    lines.length = 0;
    await fetch(`${base}/fails`);
    await expect.poll(() => lines.length).toBe(2);
    const [own, done] = lines;
    expect(own).toMatchObject({
      level: 50,
      msg: "the handler's own line",
      req: { method: "GET", url: "/fails" },
    });
    expect(done).toMatchObject({ level: 50, res: { statusCode: 503 } });
    expect((own.req as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((done.req as { id: string }).id).toBe((own.req as { id: string }).id);
  });
});
