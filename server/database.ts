import path from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync, mkdirSync } from "node:fs";
import { migrateDatabase, openDatabase, setDatabase } from "../app/db/client.server";
import { seedEmptyDatabase } from "../app/db/seed.server";
import { moveDataImagesToMedia } from "../app/services/media.server";
import { lockDatabaseDirectory } from "./database-lock";

// From the sources, app/db/migrations; compiled (vite.server.config.ts), the copy beside the bundle.
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.env?.EDGE_BUILD ? "./migrations" : "../app/db/migrations", import.meta.url),
);

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens the configured database, applies the committed migrations and seeds an empty one. A PGlite
 * directory is locked to this process first (server/database-lock.ts) and unlocked by close().
 */
export async function prepareDatabase(url: string, say: (line: string) => void = () => {}) {
  let unlock = () => {};
  if (!isPostgres(url) && url !== "memory://") {
    const dir = path.resolve(url);
    mkdirSync(dir, { recursive: true });
    unlock = lockDatabaseDirectory(dir);
    if (!existsSync(path.join(dir, "PG_VERSION"))) {
      const shown = path.relative(process.cwd(), dir);
      say(
        `First start: creating the database in ${shown.startsWith("..") ? dir : shown} (this takes a moment)…`,
      );
    }
  }
  try {
    const conn = await openDatabase(url);
    await migrateDatabase(conn, MIGRATIONS_DIR);
    setDatabase(conn);
    await seedEmptyDatabase();
    // A data migration that needs sharp (image sizes), so TypeScript rather than SQL; a no-op once done.
    const moved = await moveDataImagesToMedia();
    if (moved > 0) say(`Moved the inline images of ${moved} blog post(s) to media files.`);
    const close = conn.close;
    return { ...conn, close: () => close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}
