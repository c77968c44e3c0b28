import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, freePort, kill9, startServer, tempDir } from "./server-process";

// A PGlite directory is one process's database: a second opener must refuse, not corrupt it.
const dataDir = tempDir("db-lock-");
const dbDir = path.join(dataDir, "db");
const lockFile = path.join(dbDir, "site.lock");
const admin = { email: "owner@example.com", password: "owner-password-long" };
const inUse = (pid: number) =>
  `The database ${dbDir} is in use by process ${pid}: stop the site first, or create the owner account on the setup screen at /admin.`;

const baseEnv = {
  ...process.env,
  NODE_ENV: "production",
  LOCAL_RUN: "1",
  DATABASE_URL: dbDir,
  DATA_DIR: dataDir,
  SKIP_BUILD_CHECK: "1",
  LOG_LEVEL: "warn",
};

/** Runs a script to its end (bounded) and returns its exit code and output lines. */
function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", ...args], {
    env: { ...baseEnv, ...env },
    input: "",
    encoding: "utf8",
    timeout: 90_000,
  });
  const lines = (s: string) => s.split("\n").filter((l) => l.trim() !== "");
  return { code: result.status, out: lines(result.stdout), err: lines(result.stderr) };
}

const adminCreate = () =>
  run(["scripts/admin-create.ts", "--email", admin.email], { ADMIN_PASSWORD: admin.password });

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database is opened by one process at a time", () => {
  it("refuses admin:create and a second start beside a running site, with one line each", async () => {
    server = await startServer({ databaseUrl: dbDir, dataDir, readyTimeoutMs: 240_000 });
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(server.child.pid));

    const create = adminCreate();
    expect(create.code).toBe(1);
    expect(create.err).toEqual([inUse(server.child.pid!)]);
    expect(create.out.join("\n")).not.toMatch(/Created admin/);

    const port = await freePort();
    const second = run(["server/start.ts"], { HOST: "127.0.0.1", PORT: String(port) });
    expect(second.code).toBe(1);
    expect(second.err).toEqual([inUse(server.child.pid!)]);

    // The running site is untouched and still the only admin-less owner of its database.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/admin`)).text()).toContain("Create the owner account");
  }, 480_000);

  it("takes over the stale lock of a killed site, and the admin it creates stays", async () => {
    const pid = server!.child.pid!;
    await kill9(server!);
    server = undefined;
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(pid));

    const create = adminCreate();
    expect(create.err).toEqual([]);
    expect(create.code).toBe(0);
    expect(create.out).toEqual([`Created admin ${admin.email}. Log in at /admin.`]);
    expect(existsSync(lockFile)).toBe(false);

    server = await startServer({ databaseUrl: dbDir, dataDir, readyTimeoutMs: 240_000 });
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    expect(server.output()).toContain(`Admin area: ${server.url}/admin`);
  }, 480_000);
});
