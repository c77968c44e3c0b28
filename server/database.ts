import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { migrateDatabase, openDatabase, setDatabase } from "../app/db/client.server";
import { seedEmptyDatabase } from "../app/db/seed.server";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../app/db/migrations", import.meta.url));

/** Opens the configured database, applies the committed migrations and seeds an empty one. */
export async function prepareDatabase(url: string) {
  if (!/^postgres(ql)?:\/\//.test(url) && url !== "memory://")
    mkdirSync(path.resolve(url), { recursive: true });
  const conn = await openDatabase(url);
  await migrateDatabase(conn, MIGRATIONS_DIR);
  setDatabase(conn);
  await seedEmptyDatabase();
  return conn;
}
