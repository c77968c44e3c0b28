import { AsyncLocalStorage } from "node:async_hooks";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type pg from "pg";
import * as schema from "./schema";
import {
  failedMigration,
  lastAppliedMillis,
  MigrationFailedError,
  pendingOf,
  readMigrations,
} from "./migrations.server";
import { initPgliteDir, pgliteOptions } from "./pglite-options.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database handle or an open transaction on it: services accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type Connection = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  pool?: pg.Pool;
  /** The embedded database itself (its backup is a dump of its data directory: decision 0089). */
  pglite?: PGlite;
  /** What openDatabase was given (pg_dump's target on PostgreSQL). */
  url?: string;
};

// The process's connection, set at start (app/edge-api.server.ts) or by a test's setup.
let current: Connection | undefined;

/**
 * Opens the database named by `url`: a postgres:// URL uses a node-postgres pool; anything else is a
 * PGlite data directory ("memory://" for an in-memory database).
 */
export async function openDatabase(url: string): Promise<Connection> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // node-postgres is loaded only for PostgreSQL: an embedded database never needs it (decision 0099).
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", (err) => console.error("postgres pool error:", err.message));
    // The pool listens only to idle clients: one checked out (a transaction between two statements)
    // whose connection drops emits "error" with no listener, which ends the process. With this one,
    // its next query fails instead, the transaction rolls back and the pool discards the client.
    pool.on("connect", (client) =>
      client.on("error", (err) => console.error("postgres connection lost:", err.message)),
    );
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: "postgres",
      close: () => pool.end(),
      pool,
      url,
    };
  }
  if (url !== "memory://") initPgliteDir(url);
  const client = url === "memory://" ? new PGlite(pgliteOptions) : new PGlite(url, pgliteOptions);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    pglite: client,
    url,
  };
}

// Any constant shared by all instances: the advisory lock that serialises their migrations.
const MIGRATION_LOCK_ID = 724_118_301;

/**
 * What a start that upgrades a database holding data does around its migrations (edge-api.server.ts):
 * the release doing it, the backup taken first (its file name, undefined when none could be taken),
 * and where the lines about it go.
 */
export type UpgradeSteps = {
  release: string;
  backup: () => Promise<string | undefined>;
  say: (line: string) => void;
};

/**
 * Applies the committed migrations. On PostgreSQL, instances starting together take turns under an
 * advisory lock, so each migration runs once and the others find it applied; a PGlite directory is
 * the process's own (server/database-lock.ts). With `upgrade`, a database that already had
 * migrations and has some pending is backed up first, under the same lock, and the upgrade recorded
 * (docs/decisions/0107-container-image.md). Every pending migration runs in one transaction, however
 * many releases behind the database is: a failure rolls all back and throws MigrationFailedError.
 */
export async function migrateDatabase(conn: Connection, migrationsFolder: string, upgrade?: UpgradeSteps) {
  if (!conn.pool) return applyMigrations(conn, migrationsFolder, upgrade);
  const lockClient = await connectWhenUp(conn.pool, upgrade?.say);
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await applyMigrations(conn, migrationsFolder, upgrade);
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
}

// Errors of a PostgreSQL server that is starting (or of its name, not yet known to a container
// network's DNS): compose starts the site beside it, and not every compose waits for its health check.
const NOT_UP_YET = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "57P03"]);
const WAIT_FOR_SERVER_S = 60;

/** A connection from the pool once the server accepts it: waits up to a minute for one starting. */
async function connectWhenUp(pool: pg.Pool, say: (line: string) => void = () => {}) {
  for (let second = 1; ; second++) {
    try {
      return await pool.connect();
    } catch (error) {
      if (!NOT_UP_YET.has((error as { code?: string }).code ?? "") || second >= WAIT_FOR_SERVER_S)
        throw error;
      if (second === 1) say("Waiting for the database server to accept connections…");
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function applyMigrations(conn: Connection, migrationsFolder: string, upgrade?: UpgradeSteps) {
  const migrations = readMigrations(migrationsFolder);
  const last = await lastAppliedMillis(conn.db);
  const pending = pendingOf(migrations, last);
  if (pending.length === 0) return;
  const from = last === undefined ? undefined : migrations.findLast((m) => m.folderMillis <= last);
  const to = pending.at(-1)!.tag;
  const upgrading = upgrade && last !== undefined ? upgrade : undefined;
  let backup: string | undefined;
  if (upgrading) {
    upgrading.say(
      `Upgrading the database to release ${upgrading.release}: ${pending.length} migration(s) after ${from?.tag ?? "an unknown one"}, ${pending[0]!.tag} to ${to}.`,
    );
    backup = await upgrading.backup();
  }
  try {
    if (conn.pool) {
      const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
      await migratePg(conn.db as never, { migrationsFolder });
    } else await migratePglite(conn.db as never, { migrationsFolder });
  } catch (error) {
    throw new MigrationFailedError(failedMigration(pending, error), error);
  }
  if (upgrading) {
    await conn.db.insert(schema.upgrades).values({
      release: upgrading.release,
      fromMigration: from?.tag ?? "unknown",
      toMigration: to,
      applied: pending.length,
      backup,
    });
    upgrading.say(`Upgraded: ${pending.length} migration(s) applied, the database is at ${to}.`);
  }
}

export function setDatabase(conn: Connection | undefined) {
  current = conn;
}

export function getConnection(): Connection {
  if (!current) throw new Error("Database not initialised: call setDatabase() at start.");
  return current;
}

// The transaction an admin write runs in (see inRequestTransaction), for the code it calls.
const ambient = new AsyncLocalStorage<{ tx: Tx; open: boolean; committed?: Array<() => void> }>();

/**
 * Runs `fn` once what was written so far is committed: at once, or inside inRequestTransaction when
 * that transaction commits (never if it rolls back). For in-process state that mirrors the database.
 */
export function afterCommit(fn: () => void) {
  const slot = ambient.getStore();
  if (slot?.open) (slot.committed ??= []).push(fn);
  else fn();
}

/**
 * The database handle: the process-wide one, or, inside inRequestTransaction, that transaction (a
 * service's own db().transaction() then becomes a savepoint in it). Work that outlives the
 * transaction (a fire-and-forget kick) gets the process-wide handle again once it has ended.
 */
export function db(): Db {
  const slot = ambient.getStore();
  return slot?.open ? (slot.tx as unknown as Db) : getConnection().db;
}

/**
 * Runs `work` in one transaction that every db() call inside it joins, so an admin write and its
 * audit row commit together or not at all (docs/decisions/0088-audit-at-the-guard.md).
 */
export function inRequestTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  // Inside one already (a sign-in posted with a session): join it (PGlite would wait on itself).
  const outer = ambient.getStore();
  if (outer?.open) return work(outer.tx);
  const slot: { tx?: Tx; open: boolean; committed?: Array<() => void> } = { open: true };
  return getConnection()
    .db.transaction(async (tx) => {
      slot.tx = tx;
      try {
        return await ambient.run(slot as { tx: Tx; open: boolean }, () => work(tx));
      } finally {
        slot.open = false;
      }
    })
    .then((result) => {
      for (const fn of slot.committed ?? []) fn();
      return result;
    });
}

/** True when the database answers within `timeoutMs` (readiness checks must not hang). */
export async function pingDatabase(timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db()
        .execute(sql`select 1`)
        .then(() => true),
      timeout,
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
