import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { criticalPathSize, measuredPages, readManifest, type Manifest } from "../../scripts/bundle-sizes";
import { BUDGET } from "../../scripts/perf-budget";

/**
 * The public blog pages never ship the admin editor: everything the browser can load for /blog and
 * /blog/{slug} (entry, root, route module, their static and dynamic imports, followed through the
 * built files) is free of Tiptap/ProseMirror. Reads the build the e2e server runs from.
 */
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every file reachable from `start` through `import … from "./x.js"` and `import("./x.js")`. */
function closure(start: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    const file = path.join(clientDir, url);
    if (!existsSync(file)) throw new Error(`Missing built file ${url}`);
    const code = readFileSync(file, "utf8");
    seen.set(url, code);
    for (const m of code.matchAll(/(?:from\s*|import\s*\(?\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  return seen;
}

const EDITOR_MARKERS = [/ProseMirror/, /tiptap/i, /blog-editor/];

function routeFiles(manifest: Manifest, id: string) {
  const route = manifest.routes[id];
  expect(route, `route ${id} in the manifest`).toBeDefined();
  const root = manifest.routes.root;
  return closure([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    root.module,
    ...(root.imports ?? []),
    route.module,
    ...(route.imports ?? []),
  ]);
}

test.describe("public blog bundles", () => {
  for (const id of ["routes/blog", "routes/blog-post"]) {
    test(`${id} loads no editor code`, () => {
      const files = routeFiles(readManifest(clientDir), id);
      expect(files.size).toBeGreaterThan(3);
      const offenders = [...files]
        .filter(([, code]) => EDITOR_MARKERS.some((re) => re.test(code)))
        .map(([url]) => url);
      expect(offenders).toEqual([]);
    });
  }

  test("the admin's Blog Posts view does reach the editor chunk (the check above can see it)", () => {
    const files = routeFiles(readManifest(clientDir), "features/blog/admin/blog-posts-view");
    const withEditor = [...files].filter(([, code]) => /ProseMirror/.test(code));
    expect(withEditor.length).toBeGreaterThan(0);
    // …and only through a lazy import: the view's route module itself stays editor-free.
    const manifest = readManifest(clientDir);
    expect(files.get(manifest.routes["features/blog/admin/blog-posts-view"].module)).not.toMatch(
      /ProseMirror|tiptap/i,
    );
  });
});

test.describe("critical-path JavaScript", () => {
  // What each public page's HTML modulepreloads (npm run bundle:sizes), brotli, within the budget.
  test("every public page's preloaded scripts stay within the JavaScript budget", () => {
    const manifest = readManifest(clientDir);
    const sizes = measuredPages.map((page) => ({
      page,
      bytes: criticalPathSize(clientDir, manifest, page).bytes,
    }));
    expect(sizes.filter((s) => s.bytes > BUDGET.jsBytes.max)).toEqual([]);
    expect(sizes.every((s) => s.bytes > 50 * 1024)).toBe(true); // the framework alone is ~91 KB: it measured something
  });
});
