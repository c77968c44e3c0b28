/**
 * `npm run bundle:sizes` (after `npm run build`): the JavaScript on each public page's critical path,
 * read from the built files, no server or browser. That is what React Router's HTML modulepreloads:
 * the entry, and the root's and the page's route modules with the static imports the manifest lists
 * for them (route discovery is lazy: the HTML carries the matched routes' part of the manifest inline,
 * not the manifest file). Sizes are those of the `.br` files the server sends
 * (scripts/precompress.ts); response headers (~300 bytes a file in Lighthouse's figure) not counted.
 * Pages: app/content/public-pages.ts and a blog post. BUILD_DIR as for the build (default `build`).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes, type RouteObject } from "react-router";
import { publicPages } from "../app/content/public-pages";
import { BUDGET } from "./perf-budget";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
export type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
};

/** The public pages measured: product.md §2's list and one blog post (any slug matches its route). */
export const measuredPages = [...publicPages.map((p) => p.path), "/blog/a-post"];

export function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run npm run build first.`);
  const js = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(js.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as Manifest;
}

/** The manifest's routes as a tree for React Router's own matcher. */
function routeTree(manifest: Manifest): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest.routes)
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: childrenOf(r.id) },
      );
  return childrenOf(undefined);
}

/** The URLs the HTML of `pathname` modulepreloads (entry, root, page). */
export function criticalPathFiles(manifest: Manifest, pathname: string): string[] {
  const matches = matchRoutes(routeTree(manifest), pathname);
  if (!matches) throw new Error(`No route matches ${pathname}`);
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const { route } of matches) {
    const r = manifest.routes[route.id!];
    for (const url of [r.module, ...(r.imports ?? [])]) files.add(url);
  }
  return [...files];
}

/** Bytes sent for a built file: its brotli variant, or the file itself when none was written. */
export function brotliBytes(clientDir: string, url: string): number {
  const file = path.join(clientDir, url);
  return (statSync(`${file}.br`, { throwIfNoEntry: false }) ?? statSync(file)).size;
}

export function criticalPathSize(clientDir: string, manifest: Manifest, pathname: string) {
  const files = criticalPathFiles(manifest, pathname).map((url) => ({
    url,
    bytes: brotliBytes(clientDir, url),
  }));
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  const manifest = readManifest(clientDir);
  const verbose = process.argv.includes("--files");
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Critical-path JavaScript (brotli) from ${clientDir}; budget ${kb(BUDGET.jsBytes.max)}\n`);
  console.log("| page | files | brotli | |\n|---|---:|---:|---|");
  let over = 0;
  for (const page of measuredPages) {
    const { files, bytes } = criticalPathSize(clientDir, manifest, page);
    const ok = bytes <= BUDGET.jsBytes.max;
    if (!ok) over++;
    console.log(`| ${page} | ${files.length} | ${kb(bytes)} | ${ok ? "✓" : "✗ over budget"} |`);
    if (verbose) for (const f of files) console.log(`|   ${f.url} | | ${kb(f.bytes)} | |`);
  }
  if (over) process.exitCode = 1;
}
