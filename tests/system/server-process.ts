import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS, edgeEntry } from "../../server/build";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

// Shared through globalThis: the suite's setup file and the test file may load this module apart.
const made = ((globalThis as { __systemTempDirs?: string[] }).__systemTempDirs ??= []);

/** A fresh directory under the system's temp folder, removed by removeTempDirs (a database is ~20 MB). */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every directory tempDir made; call it once the servers using them have stopped. */
export function removeTempDirs() {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the real built server (`<BUILD_DIR>/edge/start.js`, compiled from `server/start.ts`) as a child process on a free loopback port and
 * waits until /readyz answers 200. The build must exist (npm test builds before this suite).
 */
export async function startServer(opts: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  /** A first start creates the database, which takes minutes on a loaded machine. */
  readyTimeoutMs?: number;
  /** The server's working directory (the repository's unless given): where ./data is. */
  cwd?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  let log = "";
  // The compiled server, run as production runs it: plain node, no TypeScript loader.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, edgeEntry(buildDir)], {
    cwd: opts.cwd,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      LOCAL_RUN: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      SKIP_BUILD_CHECK: "1",
      BUILD_DIR: buildDir,
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = opts.readyTimeoutMs ?? 180_000;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    // Not left behind holding its port and database.
    child.kill("SIGKILL");
    throw new Error(`server not ready in ${readyTimeoutMs / 1000} s:\n${log}`);
  }
  return {
    url,
    port,
    child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function kill9(server: ServerProcess) {
  return new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGKILL");
  });
}
