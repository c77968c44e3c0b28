import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PGlite's own start parameters (its defaults: single-user mode, no parallel workers) plus smaller
 * buffers. Its default shared_buffers of 128 MB lives inside the WebAssembly memory of this process;
 * a site this size reads a few MB of rows. Measured idle RSS on an existing data folder: 285 MB
 * with the defaults, 174 MB with these (docs/decisions/0032-lean-server.md).
 */
export const pgliteOptions: PGliteOptions = {
  // Trigram indexes for the admin's people search (migration people-search).
  extensions: { pg_trgm },
  startParams: [
    ...["--single", "-F", "-O", "-j", "-c", "search_path=public", "-c", "exit_on_error=false"],
    ...["-c", "log_checkpoints=false", "-c", "max_worker_processes=0", "-c", "max_parallel_workers=0"],
    ...["-c", "max_parallel_workers_per_gather=0", "-c", "io_method=sync"],
    ...["-c", "max_parallel_maintenance_workers=0"],
    ...["-c", "shared_buffers=16MB", "-c", "temp_buffers=2MB", "-c", "work_mem=2MB"],
    // PGlite's pages are in memory or a local file: a random read costs about what a sequential one
    // does. With PostgreSQL's default (4) the planner read all 50,000 people for a search (ILIKE is
    // costly in WebAssembly) instead of the trigram indexes: 556–680 ms against 53–114 ms
    // (docs/decisions/0050-server-side-admin-lists.md).
    ...["-c", "random_page_cost=1.1"],
  ],
};

/**
 * Creates a new PGlite data folder in a short-lived child process. Creating one runs initdb inside
 * the process, and the ~500 MB of WebAssembly memory it used stays with the process after it ends
 * (714 MB RSS after creating, against 174 MB after opening an existing folder): the child takes
 * that cost and exits.
 */
export function initPgliteDir(dir: string) {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const code = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close();`;
  execFileSync(process.execPath, ["--input-type=module", "-e", code], { stdio: "inherit" });
}
