import { afterAll, describe, expect, it } from "vitest";
import { postgresInstalled, startPrivatePostgres } from "./postgres-server";
import { startServer, tempDir, type ServerProcess } from "./server-process";

const subscribe = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/api/newsletter-subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });

describe.runIf(postgresInstalled)("the database becomes unreachable", () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("answers API calls 503 JSON quickly, fails /readyz, holds /healthz and pages, and recovers by itself", async () => {
    const pg = await startPrivatePostgres();
    cleanups.push(pg.destroy);
    const server = await startServer({ databaseUrl: pg.url, dataDir: tempDir("outage-") });
    cleanups.push(server.stop);
    expect((await subscribe(server, "before@example.com")).status).toBe(200);

    pg.stop();

    const started = Date.now();
    const res = await subscribe(server, "during@example.com");
    const elapsed = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await res.json()).error).toMatch(/temporarily unavailable/);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(elapsed).toBeLessThan(5_000);

    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Pages that need no data still serve.
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<h1");
    expect(server.child.exitCode).toBeNull();

    pg.start();
    const deadline = Date.now() + 20_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = (await fetch(`${server.url}/readyz`)).ok;
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready).toBe(true);
    expect((await subscribe(server, "after@example.com")).status).toBe(200);
  });
});
