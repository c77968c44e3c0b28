import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { getConnection } from "~/db/client.server";
import { createApp, edgeApiOf } from "../../server/app";

/**
 * The whole server (server/app.ts and every route, compiled by Vite as in development) on a free
 * loopback port, against the test file's database (setupTestDatabase): for answers that depend on
 * the HTTP edge, not only on one route module. Returns the base URL once beforeAll has run, and the
 * lines the server logged. Vite loads the app's modules apart from the test file's: the server's
 * copy is handed the test's database connection, so both read and write the one database.
 */
export function setupHttpApp(opts: { clientDir?: string } = {}) {
  let vite: ViteDevServer;
  let server: Server;
  const state = { base: "", logs: [] as Array<{ level: number; msg: string }> };
  beforeAll(async () => {
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    const logger: Logger = pino(
      { level: "info" },
      { write: (line: string) => void state.logs.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    const connection = getConnection();
    const loadBuild = async () => {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      edgeApiOf(build).useDatabase(connection);
      return build;
    };
    // Compiled here, within this hook's time, not by the first test's request: on a busy machine
    // compiling every route takes longer than a test may.
    await loadBuild();
    const app = createApp({
      build: loadBuild,
      clientDir: opts.clientDir,
      logger,
      mode: "production",
      https: false,
      trustProxy: false,
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await vite?.close();
  });
  return state;
}
