/**
 * Upgrades in one start (docs/decisions/0107-container-image.md): a database two releases behind is
 * backed up (the file named after the release), migrated in the same start and the upgrade recorded;
 * a failing migration leaves it as it was and names itself; a first start or a current database
 * takes no backup. On PGlite (a data directory, as the site runs it) and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { migrateDatabase, openDatabase, setDatabase, type Connection } from "~/db/client.server";
import { resetEnvCache } from "~/utils/env.server";
import { edgeApi } from "~/edge-api.server";
import { MIGRATIONS_DIR, prepareDatabase } from "../../server/database";
import { createPgDatabase } from "../system/pg";
import packageJson from "../../package.json";

const work = mkdtempSync(path.join(os.tmpdir(), "upgrades-test-"));
const backups = path.join(work, "backups");
const journalOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
  };
const tags = journalOf(MIGRATIONS_DIR).entries.map((e) => e.tag);
/**
 * What this release's last migration makes first, a table or a column added to one: present exactly
 * when that migration was applied.
 */
const lastMigrationSql = readFileSync(path.join(MIGRATIONS_DIR, `${tags.at(-1)}.sql`), "utf8");
const [, lastTable, lastColumn = null] =
  /CREATE TABLE "([a-z_]+)"/.exec(lastMigrationSql) ??
  /ALTER TABLE "([a-z_]+)" ADD COLUMN "([a-z_]+)"/.exec(lastMigrationSql)!;

/** The committed migrations as an earlier release had them: the first `count`. */
function migrationsUpTo(count: number) {
  const dir = mkdtempSync(path.join(work, "migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = journalOf(dir);
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  return dir;
}

/** This release's migrations and one more that creates a table and then fails. */
function migrationsWithBrokenOne() {
  const dir = mkdtempSync(path.join(work, "broken-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = journalOf(dir);
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: "9999_broken" });
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  writeFileSync(
    path.join(dir, "9999_broken.sql"),
    'CREATE TABLE "upgrade_probe" ("id" integer);\n--> statement-breakpoint\nSELECT 1 / 0;\n',
  );
  return dir;
}

const rowsOf = async <T>(conn: Connection, query: ReturnType<typeof sql>) =>
  ((await conn.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A database as a release two behind left it: its migrations only, and a post written by it. */
async function olderDatabase(url: string, behind: number) {
  const conn = await openDatabase(url);
  await migrateDatabase(conn, migrationsUpTo(tags.length - behind));
  await conn.db.execute(
    sql`insert into blog_posts (slug, title, excerpt, content, category, published) values ('kept', 'Written before', 'x', '<p>x</p>', 'Finance', false)`,
  );
  await conn.close();
}

const backupsNow = () => readdirSync(backups).filter((n) => n.startsWith("backup-"));
// Creating and migrating a PGlite directory twice takes a while on a busy machine.
const SLOW = 180_000;

beforeAll(() => {
  process.env.BACKUP_DIR = backups;
  resetEnvCache();
});
afterEach(() => rmSync(backups, { recursive: true, force: true }));
afterAll(() => {
  delete process.env.BACKUP_DIR;
  resetEnvCache();
  setDatabase(undefined);
  rmSync(work, { recursive: true, force: true });
});

type Target = { url: string; drop: () => Promise<void> };
const pglite = async (): Promise<Target> => ({
  url: mkdtempSync(path.join(work, "pglite-")),
  drop: async () => {},
});
const postgres = async (): Promise<Target> => (await createPgDatabase())!;

describe.each([
  ["PGlite", pglite, true],
  ["PostgreSQL", postgres, Boolean(process.env.TEST_DATABASE_URL)],
] as const)("upgrading a database on %s", (_kind, target, runs) => {
  it.runIf(runs)(
    "two releases behind: backed up first (named after the release), migrated in one start, recorded",
    { timeout: SLOW },
    async () => {
      const { url, drop } = await target();
      await olderDatabase(url, 2);
      const lines: string[] = [];
      const database = await prepareDatabase(edgeApi, url, (line) => lines.push(line));
      try {
        const conn = database.connection;
        const [before, ...rest] = tags.slice(-3);
        expect(lines).toContain(
          `Upgrading the database to release ${packageJson.version}: 2 migration(s) after ${before}, ${rest[0]} to ${rest[1]}.`,
        );
        const [backup] = backupsNow();
        expect(backup).toMatch(
          new RegExp(`^backup-\\d{8}T\\d{6}Z-before-${packageJson.version.replace(/\./g, "\\.")}\\.tar$`),
        );
        expect(lines).toContain(`Backup before migrating: ${path.join(backups, backup!)}`);
        expect(lines).toContain(`Upgraded: 2 migration(s) applied, the database is at ${rest[1]}.`);
        // The backup is of the database as it was: the migrations it had.
        const manifest: string[] = [];
        await tar.t({
          file: path.join(backups, backup!),
          onReadEntry: (e) => {
            if (e.path === "manifest.json") e.on("data", (d: Buffer) => manifest.push(d.toString()));
            else e.resume();
          },
        });
        expect(JSON.parse(manifest.join(""))).toMatchObject({ migrations: tags.length - 2 });
        expect(await rowsOf(conn, sql`select title from blog_posts where slug = 'kept'`)).toEqual([
          { title: "Written before" },
        ]);
        expect(
          await rowsOf(
            conn,
            sql`select release, from_migration, to_migration, applied, backup from upgrades`,
          ),
        ).toEqual([
          {
            release: packageJson.version,
            from_migration: before,
            to_migration: rest[1],
            applied: 2,
            backup,
          },
        ]);
        expect(await rowsOf(conn, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([
          { n: tags.length },
        ]);
      } finally {
        await database.close();
        await drop();
      }
      // Started again: nothing pending, no backup, no second record.
      if (_kind === "PGlite") {
        const again = await prepareDatabase(edgeApi, url, (line) => lines.push(line));
        try {
          expect(backupsNow()).toHaveLength(1);
          expect(await rowsOf(again.connection, sql`select count(*)::int as n from upgrades`)).toEqual([
            { n: 1 },
          ]);
        } finally {
          await again.close();
        }
      }
    },
  );

  it.runIf(runs)(
    "a failing migration rolls every pending one back and names itself",
    { timeout: SLOW },
    async () => {
      const { url, drop } = await target();
      try {
        await olderDatabase(url, 1);
        const lines: string[] = [];
        const failed = await edgeApi
          .openDatabase(url, {
            migrationsDir: migrationsWithBrokenOne(),
            say: (l) => lines.push(l),
            release: "9.9.9",
          })
          .then(
            () => undefined,
            (error: Error) => error,
          );
        expect(failed?.name).toBe("MigrationFailedError");
        expect(failed?.message).toMatch(
          /^Migration 9999_broken failed: division by zero\. Nothing was changed/,
        );
        expect(backupsNow()).toEqual([expect.stringMatching(/-before-9\.9\.9\.tar$/)]);
        const conn = await openDatabase(url);
        try {
          // As it was: the broken one's table is gone, and so is what this release's last migration
          // makes first (rolled back with it), which is not recorded as applied either.
          expect(
            await rowsOf(
              conn,
              sql`select to_regclass('upgrade_probe')::text as t, count(c.column_name)::int as u
                  from information_schema.columns c
                  where c.table_schema = 'public' and c.table_name = ${lastTable}
                    and (${lastColumn}::text is null or c.column_name = ${lastColumn})`,
            ),
          ).toEqual([{ t: null, u: 0 }]);
          expect(
            await rowsOf(conn, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
          ).toEqual([{ n: tags.length - 1 }]);
        } finally {
          await conn.close();
        }
      } finally {
        await drop();
      }
    },
  );

  it.runIf(runs)("a first start takes no backup and records no upgrade", { timeout: SLOW }, async () => {
    const { url, drop } = await target();
    const database = await prepareDatabase(edgeApi, url);
    try {
      expect(readdirSync(work)).not.toContain("backups");
      expect(await rowsOf(database.connection, sql`select count(*)::int as n from upgrades`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
