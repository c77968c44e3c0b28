import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { migrateDatabase, openDatabase, setDatabase } from "../app/db/client.server";
import { seedEmptyDatabase } from "../app/db/seed.server";

// From the sources, app/db/migrations; compiled (vite.server.config.ts), the copy beside the bundle.
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.env?.EDGE_BUILD ? "./migrations" : "../app/db/migrations", import.meta.url),
);

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
