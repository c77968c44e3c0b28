import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync, mkdirSync } from "node:fs";
import type { EdgeApi } from "../app/edge-api.server";
import { lockDatabaseDirectory } from "./database-lock";
import { oldDatabaseNote } from "../app/utils/env.server";
import packageJson from "../package.json";

// From the sources, app/db/migrations; compiled (vite.server.config.ts), the copy beside the bundle.
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.env?.EDGE_BUILD ? "./migrations" : "../app/db/migrations", import.meta.url),
);

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Has the app open, migrate and seed the configured database (app/edge-api.server.ts). A PGlite
 * directory is locked to this process first (server/database-lock.ts) and unlocked by close().
 */
export async function prepareDatabase(
  app: Pick<EdgeApi, "openDatabase">,
  url: string,
  say: (line: string) => void = () => {},
) {
  let unlock = () => {};
  if (!isPostgres(url) && url !== "memory://") {
    const dir = path.resolve(url);
    mkdirSync(dir, { recursive: true });
    unlock = lockDatabaseDirectory(dir);
    const note = oldDatabaseNote(url);
    if (note) say(note);
    if (!existsSync(path.join(dir, "PG_VERSION"))) {
      const shown = path.relative(process.cwd(), dir);
      say(
        `First start: creating the database in ${shown.startsWith("..") ? dir : shown} (this takes a moment)…`,
      );
    }
  }
  try {
    // The release names the backup an upgrade takes before migrating (app/edge-api.server.ts).
    const database = await app.openDatabase(url, {
      migrationsDir: MIGRATIONS_DIR,
      say,
      release: packageJson.version,
    });
    return { ...database, close: () => database.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}
