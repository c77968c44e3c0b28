import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "server",
  "package.json",
  "vite.config.ts",
  "vite.server.config.ts",
  "react-router.config.ts",
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** The compiled server that `npm start` runs with plain node (vite.server.config.ts). */
export const edgeEntry = (buildDir: string) => path.join(buildDir, "edge", "start.js");

/**
 * The V8 heap limits the server runs with (`npm start`, and every test and benchmark that starts it):
 * left to its defaults, V8 lets garbage pile up to hundreds of MB before collecting it; the live heap
 * is ~40 MB. 10,000 mixed requests on PostgreSQL: RSS 149 -> 237 MB by default, 115 -> 154 MB with
 * these, at the same req/s; a 64 MB old space halved req/s (decision 0076).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=4"];

/**
 * The environment the server runs with (`npm start`, and every test and benchmark that starts it).
 * glibc serves a block of 128 KB or more with its own mapping and returns it when freed, but after
 * freeing one it raises that threshold to the block's size (up to 32 MB), and later blocks of that
 * size come from heaps it keeps: argon2's 19 MB per password hash and a backup's read buffers
 * stayed resident. A fixed threshold keeps every large block returned: a first start (owner
 * created, backup taken) at 176-187 MB instead of 248-256 MB (decision 0102). Ignored off glibc.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" };

/**
 * `npm start` builds when there is no build or the sources are newer than it (scripts/ensure-build.ts
 * runs this before node starts the compiled server).
 */
export function ensureBuild(buildDir: string) {
  const entry = edgeEntry(buildDir);
  // Test harnesses that built just before pass SKIP_BUILD_CHECK=1 to use that build as it is.
  if (process.env.SKIP_BUILD_CHECK === "1" && existsSync(entry)) return;
  const stale = !existsSync(entry) || Math.max(...SOURCES.map(newestMtime)) > statSync(entry).mtimeMs;
  if (!stale) return;
  console.log(existsSync(entry) ? "Sources changed: rebuilding…" : "No build yet: building…");
  // npm run build: react-router build, the compiled server, and the .br/.gz files served for /assets.
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error("Build failed.");
}
