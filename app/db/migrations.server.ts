import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** One committed migration: its tag (file name), when it was generated, its statements. */
export type Migration = { tag: string; folderMillis: number; hash: string; sql: string[] };

/** The committed migrations in order, with their tags (drizzle reads them in the journal's order). */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return files.map((m, i) => ({ tag: journal.entries[i]!.tag, ...m }));
}

/**
 * When the newest migration applied to this database was generated (drizzle's own record), or
 * undefined for a database no migration has touched (a first start: nothing to back up).
 */
// Any drizzle PostgreSQL handle: the migrator reads no table of ours (and client.server imports this).
export async function lastAppliedMillis(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
): Promise<number | undefined> {
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!(table as unknown as { rows: { t: string | null }[] }).rows[0]?.t) return undefined;
  const result = await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const at = (result as unknown as { rows: { at: string | null }[] }).rows[0]?.at;
  return at == null ? undefined : Number(at);
}

/** What a start will apply: drizzle applies every migration generated after the newest applied one. */
export function pendingOf(migrations: Migration[], last: number | undefined) {
  return migrations.filter((m) => last === undefined || m.folderMillis > last);
}

/**
 * A migration failed: its transaction rolled back (drizzle applies the pending ones in one), so the
 * database is as it was. The name is what the edge checks (server/startup-errors.ts): the edge's
 * bundle has its own copy of nothing from app/db, so instanceof cannot cross it.
 */
export class MigrationFailedError extends Error {
  override name = "MigrationFailedError";
  constructor(
    readonly tag: string,
    cause: unknown,
  ) {
    const reason = (cause as { cause?: Error })?.cause?.message ?? (cause as Error)?.message ?? String(cause);
    super(
      `Migration ${tag} failed: ${reason}. Nothing was changed (the migrations' transaction rolled back); the site did not start.`,
      { cause },
    );
  }
}

/** The pending migration whose statement failed (drizzle's error carries the statement it ran). */
export function failedMigration(pending: Migration[], error: unknown): string {
  const query = (error as { query?: string })?.query;
  const found = query === undefined ? undefined : pending.find((m) => m.sql.includes(query));
  return found?.tag ?? `${pending[0]!.tag} … ${pending.at(-1)!.tag}`;
}
