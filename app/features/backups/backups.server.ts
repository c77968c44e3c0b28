import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { link, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { getConnection, type Connection } from "~/db/client.server";
import { backupRuns } from "~/db/schema";
import { now } from "~/utils/clock.server";
import { dataDirOf, env } from "~/utils/env.server";
import { refuse } from "~/utils/refusal";
import { siteTimeZone } from "~/utils/dates";

/**
 * Backups (product.md §10.8, docs/decisions/0089-backups.md): one tar file per backup, holding a
 * manifest and the database: PGlite's own dump of its data directory (a checkpoint first), or
 * pg_dump's archive on PostgreSQL. Uploaded images live in the database (the media table), so the
 * database is the whole site's data. A file is written under a hidden temporary name and renamed
 * when complete: a backup killed halfway leaves no file that looks finished, and the earlier ones
 * as they were.
 */
export const BACKUP_NAME = /^backup-\d{8}T\d{6}Z(?:-[a-z0-9]{4})?(?:-before-[0-9A-Za-z.]+)?\.tar$/;
/** A backup taken before an upgrade's migrations (named after the release): pruning keeps it. */
const BEFORE_UPGRADE = /-before-[0-9A-Za-z.]+\.tar$/;
const PARTIAL_PREFIX = ".partial-";

export type BackupFile = { name: string; bytes: number; createdAt: Date };

export const backupDir = () => path.resolve(env().BACKUP_DIR ?? path.join(dataDirOf(), "backups"));

export type BackupOutcome =
  { kind: "ok"; name: string; bytes: number } | { kind: "needs-pg-dump"; command: string };

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/** The pg_dump that backs up a PostgreSQL database (printed when pg_dump is not installed). */
export const pgDumpCommand = (url: string, file: string) =>
  `pg_dump --format=custom --no-owner --file ${JSON.stringify(file)} ${JSON.stringify(url)}`;

const hasPgDump = () => spawnSync("pg_dump", ["--version"], { stdio: "ignore" }).status === 0;

/** Takes a backup of the open database into the backup directory. */
export async function takeBackup(
  connection: Connection = getConnection(),
  dir = backupDir(),
  beforeRelease?: string,
): Promise<BackupOutcome> {
  await mkdir(dir, { recursive: true });
  const at = now();
  const staging = await mkdtemp(path.join(os.tmpdir(), "site-backup-"));
  // Claimed from the start under a temporary name of its own: whatever stops this midway leaves only
  // that, and two backups in the same second (the nightly one and `npm run backup`) never share it.
  const partial = path.join(dir, `${PARTIAL_PREFIX}${stamp(at)}-${randomBytes(4).toString("hex")}.tar`);
  await writeFile(partial, "", { flag: "wx" });
  try {
    let member: string;
    if (connection.pglite) {
      // A checkpoint writes what is in memory to the data files; the dump then reads them while no
      // query runs (PGlite dumps under its query lock), and the WAL it holds makes it consistent.
      await connection.pglite.exec("checkpoint");
      member = "pglite-datadir.tar.gz";
      await dumpPgliteDir(connection, path.join(staging, member));
    } else {
      member = "postgres.dump";
      const url = connection.url ?? env().DATABASE_URL;
      if (!hasPgDump())
        return { kind: "needs-pg-dump", command: pgDumpCommand(url, path.join(dir, "site.dump")) };
      const run = spawnSync(
        "pg_dump",
        ["--format=custom", "--no-owner", "--file", path.join(staging, member), url],
        {
          encoding: "utf8",
        },
      );
      if (run.status !== 0) throw new Error(`pg_dump failed: ${run.stderr.trim()}`);
    }
    const manifest = {
      format: 1,
      createdAt: at.toISOString(),
      database: connection.pglite ? "pglite" : "postgres",
      member,
      migrations: await appliedMigrations(connection),
    };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    // tar is loaded with the first backup, not at start (decision 0099).
    const tar = await import("tar");
    await tar.c({ file: partial, cwd: staging, portable: true, ...BOUNDED_READS }, ["manifest.json", member]);
    const handle = await open(partial, "r+");
    await handle.sync();
    await handle.close();
    const name = await publish(partial, dir, at, beforeRelease ? `-before-${beforeRelease}` : "");
    return { kind: "ok", name, bytes: (await stat(path.join(dir, name))).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * tar reads each file with a buffer of its size up to 16 MB, four files at a time by default: a
 * 16 MB WAL segment and the database's member meant up to 64 MB of buffers, which the allocator
 * kept as RSS after the backup (decision 0102). Reads of 1 MB, one file at a time, bound it.
 */
const BOUNDED_READS = { maxReadSize: 2 ** 20, jobs: 1 };

/**
 * PGlite's data directory as a gzipped tar, as `dumpDataDir("gzip")` makes it and `loadDataDir`
 * reads it. A directory on disk is streamed from the disk to the file under PGlite's exclusive lock
 * (no query runs meanwhile, as in `dumpDataDir`): `dumpDataDir` builds the whole tar in memory (43 MB
 * for a new site: +86-100 MB of RSS, taken at start on a first start; decision 0102). An
 * in-memory database has no directory to read: its own dump is used.
 */
async function dumpPgliteDir(connection: Connection, file: string) {
  const pglite = connection.pglite!;
  const dir = connection.url && connection.url !== "memory://" ? path.resolve(connection.url) : "";
  if (!dir) {
    const dump = await pglite.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return;
  }
  // tar is loaded with the first backup, not at start (decision 0099).
  const tar = await import("tar");
  await pglite.runExclusive(async () => {
    const entries = await readdir(dir);
    await tar.c({ file, cwd: dir, gzip: true, portable: true, ...BOUNDED_READS }, entries);
  });
}

/**
 * Gives the finished file its backup name: the second's, or with a suffix when that name is taken. A
 * hard link never replaces an existing file (a rename would, silently losing a backup of the same
 * second); the temporary name is removed by the caller.
 */
async function publish(partial: string, dir: string, at: Date, suffix: string): Promise<string> {
  for (
    let name = `backup-${stamp(at)}${suffix}.tar`;
    ;
    name = `backup-${stamp(at)}-${randomBytes(2).toString("hex")}${suffix}.tar`
  ) {
    try {
      await link(partial, path.join(dir, name));
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

async function appliedMigrations(connection: Connection): Promise<number> {
  try {
    const result = await connection.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}

/** The finished backups in the directory, newest first (temporary files are not backups). */
export async function listBackups(dir = backupDir()): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = await Promise.all(
    names
      .filter((n) => BACKUP_NAME.test(n))
      .map(async (name) => {
        const s = await stat(path.join(dir, name));
        return { name, bytes: s.size, createdAt: s.mtime };
      }),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * Keeps the newest `keep` backups and removes the rest (and temporary files left by a killed backup).
 * The backups taken before upgrades are kept: the way back to an earlier release.
 */
export async function pruneBackups(keep = env().BACKUP_KEEP, dir = backupDir()) {
  const files = (await listBackups(dir)).filter((f) => !BEFORE_UPGRADE.test(f.name));
  for (const old of files.slice(keep)) await rm(path.join(dir, old.name), { force: true });
  for (const n of await readdir(dir).catch(() => [] as string[]))
    if (n.startsWith(PARTIAL_PREFIX)) {
      const s = await stat(path.join(dir, n)).catch(() => undefined);
      // Older than an hour: no backup is still writing it.
      if (s && now().getTime() - s.mtimeMs > 60 * 60 * 1000) await rm(path.join(dir, n), { force: true });
    }
}

/**
 * A backup as a download; a 404 for a name that is not a finished backup here (a path included: the
 * name must be a backup's own, so no other file is ever read).
 */
export async function backupDownload(name: string, dir = backupDir()) {
  const file = path.join(dir, name);
  const s = BACKUP_NAME.test(name) ? await stat(file).catch(() => undefined) : undefined;
  if (!s?.isFile()) return refuse(404, "Backup not found.");
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(s.size),
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}

/** The day (in the site's time zone) and hour of an instant, for the nightly schedule. */
function localDayHour(at: Date) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: siteTimeZone(),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) };
}

/**
 * The nightly backup, when due by the shared clock: from BACKUP_HOUR (site time) on, once a day.
 * The day is claimed in the database first, so of several instances one takes it.
 */
export async function runNightlyBackup(log: (message: string) => void = () => {}) {
  const { day, hour } = localDayHour(now());
  if (hour < env().BACKUP_HOUR) return undefined;
  const connection = getConnection();
  const claimed = await connection.db
    .insert(backupRuns)
    .values({ day, claimedAt: now() })
    .onConflictDoNothing()
    .returning({ day: backupRuns.day });
  if (claimed.length === 0) return undefined;
  const outcome = await takeBackup(connection);
  if (outcome.kind === "needs-pg-dump")
    log(`Nightly backup: pg_dump is not installed. Run: ${outcome.command}`);
  else await pruneBackups();
  return outcome;
}

/**
 * A backup taken now by an admin (POST /api/admin/backups, the Backups view): the oldest beyond
 * BACKUP_KEEP pruned after it. Without pg_dump on a PostgreSQL site: 501 with the command to run.
 */
export async function backupNow() {
  const outcome = await takeBackup();
  if (outcome.kind === "needs-pg-dump")
    return refuse(501, `pg_dump is not installed on the server. Run: ${outcome.command}`);
  await pruneBackups();
  return { name: outcome.name, bytes: outcome.bytes };
}

// ---- A backup asked for by `npm run backup` while the site runs: a request file the server answers.

export const requestDir = (dir = backupDir()) => path.join(dir, ".requests");

/** Answers the backup requests waiting in the request folder (the CLI waits for the answer file). */
export async function answerBackupRequests(dir = backupDir()) {
  const folder = requestDir(dir);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const n of names.filter((x) => /^[a-f0-9]{16}\.request$/.test(x))) {
    const id = n.slice(0, 16);
    await rm(path.join(folder, n), { force: true });
    let answer: object;
    try {
      const outcome = await takeBackup(getConnection(), dir);
      answer = outcome;
      if (outcome.kind === "ok") await pruneBackups(env().BACKUP_KEEP, dir);
    } catch (error) {
      answer = { kind: "error", message: (error as Error).message };
    }
    const tmp = path.join(folder, `${id}.answer.tmp`);
    await writeFile(tmp, JSON.stringify(answer));
    await rename(tmp, path.join(folder, `${id}.answer`));
  }
}
