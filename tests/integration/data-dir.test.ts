import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirOf, databaseUrlOf, loadEnv, oldDatabaseNote, resetEnvCache } from "~/utils/env.server";

// A working directory of its own per case: the old default (./data/pglite) is relative to it.
const made: string[] = [];
function workDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "data-dir-"));
  made.push(dir);
  return dir;
}
/** A directory that holds a database (PGlite's data directory has PG_VERSION at its root). */
function aDatabaseAt(dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "PG_VERSION"), "17\n");
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  resetEnvCache();
});

describe("DATA_DIR holds the embedded database", () => {
  it("puts it in <DATA_DIR>/pglite when DATABASE_URL is unset", () => {
    const cwd = workDir();
    const dataDir = path.join(cwd, "site-data");
    expect(databaseUrlOf({ DATA_DIR: dataDir }, cwd)).toBe(path.join(dataDir, "pglite"));
    // A relative DATA_DIR is the working directory's, as the secrets' and the backups'.
    expect(databaseUrlOf({ DATA_DIR: "var/site" }, cwd)).toBe(path.join(cwd, "var/site/pglite"));
    expect(dataDirOf({ DATA_DIR: "var/site" }, cwd)).toBe(path.join(cwd, "var/site"));
  });

  it("keeps ./data/pglite without DATA_DIR, an empty one counting as unset", () => {
    const cwd = workDir();
    expect(databaseUrlOf({}, cwd)).toBe(path.join(cwd, "data", "pglite"));
    expect(databaseUrlOf({ DATA_DIR: "" }, cwd)).toBe(path.join(cwd, "data", "pglite"));
    aDatabaseAt(path.join(cwd, "data", "pglite"));
    expect(databaseUrlOf({}, cwd)).toBe(path.join(cwd, "data", "pglite"));
    expect(oldDatabaseNote(path.join(cwd, "data", "pglite"), {}, cwd)).toBeUndefined();
  });

  it("still finds a database at the old default while <DATA_DIR>/pglite has none, and says to move it", () => {
    const cwd = workDir();
    const dataDir = path.join(cwd, "site-data");
    aDatabaseAt(path.join(cwd, "data", "pglite"));
    const url = databaseUrlOf({ DATA_DIR: dataDir }, cwd);
    expect(url).toBe(path.join(cwd, "data", "pglite"));
    expect(oldDatabaseNote(url, { DATA_DIR: dataDir }, cwd)).toBe(
      `The database is still in ./data/pglite, where it was before DATA_DIR held it: while the site is stopped, move it to ${path.join(dataDir, "pglite")} (or set DATABASE_URL to keep it where it is).`,
    );
    // Once moved (or once DATA_DIR holds one), DATA_DIR's is the database.
    aDatabaseAt(path.join(dataDir, "pglite"));
    expect(databaseUrlOf({ DATA_DIR: dataDir }, cwd)).toBe(path.join(dataDir, "pglite"));
  });

  it("leaves a DATABASE_URL as it is", () => {
    const cwd = workDir();
    aDatabaseAt(path.join(cwd, "data", "pglite"));
    const env = { DATA_DIR: path.join(cwd, "x"), DATABASE_URL: "postgres://db.example/site" };
    expect(databaseUrlOf(env, cwd)).toBe("postgres://db.example/site");
    expect(oldDatabaseNote(path.join(cwd, "data", "pglite"), env, cwd)).toBeUndefined();
  });

  it("is the server's setting: loadEnv reads DATABASE_URL from DATA_DIR", () => {
    const dataDir = path.join(workDir(), "site-data");
    const env = loadEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SESSION_SECRET: "s".repeat(32),
      CAPTCHA_HMAC_KEY: "c".repeat(32),
    });
    expect(env.DATABASE_URL).toBe(path.join(dataDir, "pglite"));
    // The secrets go beside it when they are generated (development, tests).
    const generated = loadEnv({ NODE_ENV: "development", DATA_DIR: dataDir });
    expect(generated.DATABASE_URL).toBe(path.join(dataDir, "pglite"));
    expect(generated.SESSION_SECRET).toHaveLength(64);
  });
});
