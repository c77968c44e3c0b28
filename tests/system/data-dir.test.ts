import { existsSync, mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, removeTempDirs, startServer, tempDir } from "./server-process";

// The site's files in DATA_DIR (README's configuration): its embedded database too. Each start runs
// in a working directory of its own, where the old default ./data/pglite would be.
const cwd = tempDir("data-dir-cwd-");
const dataDir = path.join(cwd, "site-data");
const admin = { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "owner-password-long" };

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  removeTempDirs();
});

describe("DATA_DIR holds the embedded database", () => {
  it("creates it in <DATA_DIR>/pglite when DATABASE_URL is unset", async () => {
    server = await startServer({ databaseUrl: "", dataDir, cwd, env: admin, readyTimeoutMs: 240_000 });
    // Open while it runs: the lock says which process has it.
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "pglite", "site.lock"))).toBe(true);
    expect(existsSync(path.join(cwd, "data"))).toBe(false);
    await server.stop();
    server = undefined;
  });

  it("still opens a database left at the old default ./data/pglite, and says to move it", async () => {
    mkdirSync(path.join(cwd, "data"));
    renameSync(path.join(dataDir, "pglite"), path.join(cwd, "data", "pglite"));
    server = await startServer({ databaseUrl: "", dataDir, cwd, readyTimeoutMs: 120_000 });
    await server.stop();
    const output = server.output();
    server = undefined;
    // The admin created by the first start is there: the same database, not a new empty one.
    expect(output).toContain("Admin area:");
    expect(output).not.toContain("No admin account yet");
    expect(output).toContain(
      `The database is still in ./data/pglite, where it was before DATA_DIR held it: while the site is stopped, move it to ${path.join(dataDir, "pglite")}`,
    );
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("without DATA_DIR, uses ./data/pglite as it always did, and says nothing of it", async () => {
    server = await startServer({ databaseUrl: "", dataDir: "", cwd, readyTimeoutMs: 120_000 });
    await server.stop();
    const output = server.output();
    server = undefined;
    expect(output).toContain("Admin area:");
    expect(output).not.toContain("still in ./data/pglite");
    expect(existsSync(path.join(cwd, "data", "secrets.json"))).toBe(true);
  });
});
