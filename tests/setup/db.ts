import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import pg from "pg";
import { migrateDatabase, openDatabase, setDatabase, getConnection } from "~/db/client.server";
import { seedEmptyDatabase } from "~/seed.server";
import { MIGRATIONS_DIR } from "../../server/database";

/**
 * Gives the test file a fresh, migrated and seeded database: in-memory PGlite by default, or a new
 * database on the PostgreSQL server at TEST_DATABASE_URL (CI runs the suite both ways).
 */
export function setupTestDatabase() {
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    let url = "memory://";
    if (serverUrl) {
      const name = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const u = new URL(serverUrl);
      u.pathname = `/${name}`;
      url = u.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
    const conn = await openDatabase(url);
    await migrateDatabase(conn, MIGRATIONS_DIR);
    setDatabase(conn);
    await seedEmptyDatabase();
  });
  afterAll(async () => {
    await getConnection().close();
    setDatabase(undefined);
    await dropDatabase?.();
  });
}
