/**
 * npm run restore -- FILE [--data-dir DIR]
 *
 * Restores a backup made by `npm run backup` into a stopped site's embedded database directory (DIR,
 * default the server's: DATABASE_URL or <DATA_DIR>/pglite). Refuses while a site runs on it (its lock,
 * server/database-lock.ts). The directory it replaces is kept beside it, renamed
 * `<DIR>.replaced-<time>`. A PostgreSQL backup is restored with pg_restore: the command is printed.
 */
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as tar from "tar";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "../app/db/pglite-options.server";
import { databaseUrlOf } from "../app/utils/env.server";
import { lockDatabaseDirectory, DatabaseInUseError } from "../server/database-lock";
import { fail } from "./cli";

const USAGE = "Usage: npm run restore -- FILE [--data-dir DIR]";

async function main() {
  let file: string | undefined;
  let dataDir: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      options: { "data-dir": { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
    file = positionals[0];
    dataDir = values["data-dir"];
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (!file || !existsSync(file)) fail(file ? `No such backup file: ${file}` : USAGE, 2);
  const target = path.resolve(dataDir ?? databaseUrlOf());
  if (/^postgres(ql)?:\/\//.test(dataDir ?? databaseUrlOf()))
    fail("Give --data-dir for an embedded database.", 2);

  const staging = await mkdtemp(path.join(os.tmpdir(), "site-restore-"));
  try {
    await tar.x({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(path.join(staging, "manifest.json"), "utf8")) as {
      database: "pglite" | "postgres";
      member: string;
      createdAt: string;
    };
    const member = path.join(staging, path.basename(manifest.member));
    if (manifest.database === "postgres") {
      console.log(
        `This is a PostgreSQL backup (${manifest.createdAt}). Restore it with:\n  tar -xf ${JSON.stringify(file)} postgres.dump && pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" postgres.dump`,
      );
      return;
    }
    // A running site holds the directory's lock: refuse rather than replace it under the server.
    let aside: string | undefined;
    if (existsSync(target)) {
      const unlock = lockDatabaseDirectory(target);
      unlock();
      aside = `${target}.replaced-${new Date().toISOString().replace(/[-:.]/g, "")}`;
      await rename(target, aside);
    }
    const blob = new Blob([await readFile(member)]);
    const db = new PGlite(target, { ...pgliteOptions, loadDataDir: blob });
    await db.waitReady;
    // The backup's data answers: the restored directory opens as a database.
    await db.query("select 1");
    await db.close();
    console.log(`Restored the backup of ${manifest.createdAt} into ${target}.`);
    if (aside) console.log(`The directory it replaced is kept at ${aside}.`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

main().catch((error) =>
  fail(
    error instanceof DatabaseInUseError
      ? `${error.message.split(":")[0]}: stop the site before restoring into it.`
      : `restore failed: ${(error as Error).message}`,
  ),
);
