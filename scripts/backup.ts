/**
 * npm run backup
 *
 * Writes one backup file into BACKUP_DIR (default ./data/backups) and prints its name and size.
 * - Embedded database, site stopped: opens it (locking the directory) and dumps it.
 * - Embedded database, site running: the directory is the server's, so this asks the server: it
 *   drops a request file into BACKUP_DIR/.requests, which the server answers within a second or two
 *   with the backup it wrote (app/features/backups/backups.server.ts). Same BACKUP_DIR as the server's.
 * - PostgreSQL: runs pg_dump when installed, else prints the command to run.
 * The file is complete when it appears: it is written under a temporary name and renamed.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { edgeApi } from "../app/edge-api.server";
import { getConnection } from "../app/db/client.server";
import {
  backupDir,
  pruneBackups,
  requestDir,
  takeBackup,
  type BackupOutcome,
} from "../app/features/backups/backups.server";
import { databaseUrlOf } from "../app/utils/env.server";
import { prepareDatabase } from "../server/database";
import { DatabaseInUseError } from "../server/database-lock";

const ASK_TIMEOUT_MS = 10 * 60 * 1000;

function say(outcome: BackupOutcome) {
  if (outcome.kind === "needs-pg-dump") {
    console.log(`pg_dump is not installed here. Run it where it is:\n  ${outcome.command}`);
    return;
  }
  console.log(`Backup written: ${path.join(backupDir(), outcome.name)} (${outcome.bytes} bytes)`);
}

/** The running server writes it: a request file, then its answer file. */
async function askServer(): Promise<BackupOutcome> {
  const folder = requestDir();
  await mkdir(folder, { recursive: true });
  const id = randomBytes(8).toString("hex");
  const answer = path.join(folder, `${id}.answer`);
  await writeFile(path.join(folder, `${id}.request`), "");
  console.log("The site is running: asking it to write the backup…");
  const until = Date.now() + ASK_TIMEOUT_MS;
  while (Date.now() < until) {
    if (existsSync(answer)) {
      const result = JSON.parse(await readFile(answer, "utf8")) as
        BackupOutcome | { kind: "error"; message: string };
      await rm(answer, { force: true });
      if (result.kind === "error") throw new Error(result.message);
      return result;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await rm(path.join(folder, `${id}.request`), { force: true });
  throw new Error("The running site did not answer within 10 minutes (is its BACKUP_DIR the same?).");
}

async function main() {
  const url = databaseUrlOf();
  let conn;
  try {
    conn = await prepareDatabase(edgeApi, url);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    say(await askServer());
    return;
  }
  try {
    const outcome = await takeBackup(getConnection());
    if (outcome.kind === "ok") await pruneBackups();
    say(outcome);
  } finally {
    await conn.close();
  }
}

main().catch((error) => {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
});
