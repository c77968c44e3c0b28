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
