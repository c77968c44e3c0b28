/**
 * Backups that restore (product.md §10.8): data in every table (a media image included), a backup taken
 * while the site runs (`npm run backup` asks the server), restored into a fresh directory, the site
 * started on it, and the two databases compared table by table (row count and a hash of the rows)
 * and the image's bytes. A backup SIGKILLed halfway leaves the earlier ones usable and no file that
 * looks finished; restore refuses a running site's directory and keeps the one it replaces.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import sharp from "sharp";
import { pgliteOptions } from "~/db/pglite-options.server";
import { type ServerProcess, startServer, tempDir } from "./server-process";

const dataDir = tempDir("backup-rt-");
const dbDir = path.join(dataDir, "db");
const backupDir = path.join(dataDir, "backups");
const restoredDir = path.join(tempDir("backup-restored-"), "db");
const admin = { email: "owner@example.com", password: "owner-password-long" };
const env = {
  BACKUP_DIR: backupDir,
  BACKUP_HOUR: "0",
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
};
const BACKUP_NAME = /^backup-\d{8}T\d{6}Z(?:-[a-z0-9]{4})?\.tar$/;

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
});

const scriptEnv = (extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: "production",
  LOCAL_RUN: "1",
  DATABASE_URL: dbDir,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  ...env,
  ...extra,
});
function run(script: string, args: string[] = [], extra: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: scriptEnv(extra),
    encoding: "utf8",
    timeout: 170_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Every table of the public schema with its row count and an md5 of its rows in a fixed order. */
async function fingerprint(dir: string) {
  const db = new PGlite(dir, pgliteOptions);
  try {
    const { rows: tables } = await db.query<{ t: string }>(
      "select tablename as t from pg_tables where schemaname = 'public' order by 1",
    );
    const out: Record<string, { rows: number; hash: string }> = {};
    for (const { t } of tables) {
      const { rows } = await db.query<{ n: number; h: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
      );
      out[t] = { rows: rows[0].n, hash: rows[0].h };
    }
    return out;
  } finally {
    await db.close();
  }
}

/**
 * One row in every table still empty, built from the catalogue: a value per column type, a foreign
 * key pointing at a row of its table (parents first), identity columns left to the database.
 */
async function fillEveryTable(dir: string) {
  const db = new PGlite(dir, pgliteOptions);
  try {
    const { rows: cols } = await db.query<{
      t: string;
      c: string;
      type: string;
      nullable: string;
      identity: string;
      def: string | null;
      gen: string;
    }>(`select table_name as t, column_name as c, data_type as type, is_nullable as nullable,
          is_identity as identity, column_default as def, is_generated as gen
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`);
    const { rows: fks } = await db.query<{ t: string; c: string; ft: string; fc: string }>(
      `select tc.table_name as t, kcu.column_name as c, ccu.table_name as ft, ccu.column_name as fc
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
    );
    const tables = [...new Set(cols.map((c) => c.t))];
    const done = new Set<string>();
    const failures: Record<string, string> = {};
    for (let round = 0; round < tables.length && done.size < tables.length; round++) {
      for (const t of tables) {
        if (done.has(t)) continue;
        const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${t}"`);
        if (rows[0].n > 0) {
          done.add(t);
          continue;
        }
        const names: string[] = [];
        const values: unknown[] = [];
        let waiting = false;
        for (const col of cols.filter((c) => c.t === t)) {
          if (col.identity === "YES" || col.gen === "ALWAYS") continue;
          const fk = fks.find((f) => f.t === t && f.c === col.c);
          if (fk) {
            const { rows: parent } = await db.query<{ v: unknown }>(
              `select "${fk.fc}" as v from "${fk.ft}" limit 1`,
            );
            if (!parent.length) {
              waiting = true;
              break;
            }
            names.push(col.c);
            values.push(parent[0].v);
            continue;
          }
          if (col.def !== null) continue;
          const v = sampleValue(col.type, col.c);
          if (v === undefined && col.nullable === "YES") continue;
          names.push(col.c);
          values.push(v);
        }
        if (waiting) continue;
        try {
          await db.query(
            `insert into "${t}" (${names.map((n) => `"${n}"`).join(", ")}) values (${values.map((_, i) => `$${i + 1}`).join(", ")})`,
            values,
          );
          done.add(t);
          delete failures[t];
        } catch (error) {
          failures[t] = (error as Error).message;
        }
      }
    }
    return failures;
  } finally {
    await db.close();
  }
}

function sampleValue(type: string, name: string): unknown {
  if (/email/.test(name)) return `fill-${name}@example.com`;
  switch (type) {
    case "integer":
    case "bigint":
    case "smallint":
    case "numeric":
    case "real":
    case "double precision":
      return 1;
    case "boolean":
      return false;
    case "timestamp with time zone":
    case "timestamp without time zone":
      return new Date("2026-11-01T12:00:00Z");
    case "date":
      return "2026-11-01";
    case "jsonb":
    case "json":
      return {};
    case "uuid":
      return "00000000-0000-4000-8000-000000000001";
    case "bytea":
      return new Uint8Array([1, 2, 3]);
    case "ARRAY":
      return [];
    default:
      return `sample ${name}`;
  }
}

describe("backup and restore", () => {
  let imageBytes: Buffer;
  let imageUrl: string;
  let name: string;

  it("a backup of a running site restores into a fresh directory, table by table and byte for byte", async () => {
    // First start creates and migrates the database; an image goes in through the admin.
    server = await startServer({ databaseUrl: dbDir, dataDir, env });
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    imageBytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(imageBytes)], "blue.png", { type: "image/png" }));
    const upload = await fetch(`${server.url}/api/admin/media`, {
      method: "POST",
      headers: { cookie, origin: server.url },
      body: form,
    });
    expect(upload.status).toBe(201);
    imageUrl = (await upload.json()).url;
    imageBytes = Buffer.from(await (await fetch(`${server.url}${imageUrl}`)).arrayBuffer());
    // The nightly backup is due at start (BACKUP_HOUR 0): the server takes it on its own.
    const finished = () =>
      existsSync(backupDir) ? readdirSync(backupDir).filter((n) => BACKUP_NAME.test(n)) : [];
    const until = Date.now() + 90_000;
    while (Date.now() < until && finished().length === 0) await new Promise((r) => setTimeout(r, 100));
    expect(finished(), server.output()).toHaveLength(1);
    await server.stop();

    // A row in every table (the embedded database is the test's while the site is stopped).
    expect(await fillEveryTable(dbDir)).toEqual({});
    const original = await fingerprint(dbDir);
    for (const [table, f] of Object.entries(original)) expect(f.rows, table).toBeGreaterThan(0);

    // The site runs: `npm run backup` asks it to write the backup.
    server = await startServer({ databaseUrl: dbDir, dataDir, env });
    const backup = run("scripts/backup.ts");
    expect(backup.out).toContain("The site is running");
    expect(backup.code, backup.out).toBe(0);
    name = /backup-\d{8}T\d{6}Z(?:-[a-z0-9]{4})?\.tar/.exec(backup.out)![0];
    expect(existsSync(path.join(backupDir, name))).toBe(true);

    // Restore refuses the running site's directory.
    const refused = run("scripts/restore.ts", [path.join(backupDir, name), "--data-dir", dbDir]);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/stop the site/);
    await server.stop();
    server = undefined;

    const restored = run("scripts/restore.ts", [path.join(backupDir, name), "--data-dir", restoredDir]);
    expect(restored.code, restored.out).toBe(0);
    // Nothing was written between the fingerprint and the backup but the server's own start-up:
    // compare every table the site's data lives in (sessions and rate limits moved with the start).
    const back = await fingerprint(restoredDir);
    const after = await fingerprint(dbDir);
    expect(Object.keys(back)).toEqual(Object.keys(after));
    for (const table of Object.keys(after)) expect(back[table], table).toEqual(after[table]);
    // What the site's start clears aside (setup codes once an admin exists; the housekeeping's
    // expired captcha uses, clients' sessions and sign-in links, and old visitor salts: the sample
    // rows are dated in the past), all hold rows.
    const empty = Object.keys(back).filter((t) => back[t].rows === 0);
    expect(empty).toEqual([
      "admin_setup_codes",
      "captcha_uses",
      "client_sessions",
      "client_sign_in_links",
      "visitor_salts",
    ]);

    // The site starts on the restored directory and serves the image, byte for byte.
    server = await startServer({
      databaseUrl: restoredDir,
      dataDir: path.dirname(restoredDir),
      env: { BACKUP_DIR: backupDir },
    });
    const image = Buffer.from(await (await fetch(`${server.url}${imageUrl}`)).arrayBuffer());
    expect(image.equals(imageBytes)).toBe(true);
    await server.stop();
    server = undefined;

    // Restoring over an existing directory keeps the replaced one aside.
    const again = run("scripts/restore.ts", [path.join(backupDir, name), "--data-dir", restoredDir]);
    expect(again.code, again.out).toBe(0);
    expect(readdirSync(path.dirname(restoredDir)).some((n) => n.startsWith("db.replaced-"))).toBe(true);
  });

  it("a backup SIGKILLed halfway leaves the earlier ones usable and nothing that looks finished", async () => {
    const before = readdirSync(backupDir).filter((n) => BACKUP_NAME.test(n));
    expect(before.length).toBeGreaterThan(0);
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/backup.ts"], {
      env: scriptEnv(),
      stdio: "ignore",
    });
    // Killed once its temporary file exists (bounded wait: the backup takes seconds).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !readdirSync(backupDir).some((n) => n.startsWith(".partial-")))
      await new Promise((r) => setTimeout(r, 20));
    expect(readdirSync(backupDir).some((n) => n.startsWith(".partial-"))).toBe(true);
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const after = readdirSync(backupDir).filter((n) => BACKUP_NAME.test(n));
    expect(after).toEqual(before);
    // The earlier backup still restores.
    const dir = path.join(tempDir("backup-after-kill-"), "db");
    const restored = run("scripts/restore.ts", [path.join(backupDir, name), "--data-dir", dir]);
    expect(restored.code, restored.out).toBe(0);
    expect((await fingerprint(dir)).media.rows).toBeGreaterThan(0);
  });
});
