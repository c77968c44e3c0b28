import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { publicPages } from "../app/content/public-pages.ts";

/**
 * Fewer, fuller JavaScript files for the public pages (client build only).
 *
 * Left alone, the bundler gives every set of modules shared by a different set of routes its own
 * chunk: a public page loaded ~30 files, half of them a single 500-byte icon. On the slow-4G profile
 * of the performance budget (HTTP/1.1, six connections, 150 ms round trips, ~300 bytes of headers per
 * response) those files cost more in round trips and headers than in code. Three groups instead:
 * - `framework`: React, React DOM, React Router (needed by every page, changes only on upgrades);
 * - `shell`: everything the root route (header, footer, banner, newsletter form, toaster) imports,
 *   which every page loads anyway, so merging it costs no page anything;
 * - `public`: small modules that two or more pages of the budget (app/content/public-pages.ts) use
 *   statically (icons, cards, SEO helpers, page sections), up to MAX_PUBLIC_MODULE bytes each and
 *   never pulling in a large library: a page may load a few hundred bytes it does not use, instead
 *   of a dozen extra requests.
 * Admin-only code, route modules themselves and everything loaded with import() keep the default
 * splitting. The module graph is read at the end of the build, before chunking.
 */

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/** Libraries that stay in their own chunks (large, and only some pages or interactions need them). */
const HEAVY =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform|altcha|@radix-ui|@tiptap|prosemirror-[^\\/]+|@tanstack)[\\/]/;
const MAX_PUBLIC_MODULE = 4096;
const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

type Graph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
};

const fileOf = (id: string) => id.split("?")[0];

/** lucide-react's barrel re-exports ~2,000 icons: map each exported name to its icon module. */
function lucideIcons(barrelId: string): Map<string, string> {
  const names = new Map<string, string>();
  const code = readFileSync(fileOf(barrelId), "utf8");
  for (const m of code.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    const file = path.join(path.dirname(fileOf(barrelId)), m[2]);
    for (const spec of m[1].split(",")) {
      const alias = spec.trim().split(/\s+as\s+/)[1];
      if (alias) names.set(alias, file);
    }
  }
  return names;
}

/**
 * The modules a module statically needs, recursively. Through the lucide barrel only the icons an
 * importer names are followed (the barrel itself imports every icon).
 */
function staticClosure(graph: Graph, start: string, icons: () => Map<string, string>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!LUCIDE_BARREL.test(fileOf(imported))) {
        stack.push(imported);
        continue;
      }
      for (const m of (info?.code ?? "").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
        for (const spec of m[1].split(",")) {
          const name = spec.trim().split(/\s+as\s+/)[0];
          const file = name && icons().get(name);
          if (file) stack.push(file);
        }
      }
    }
  }
  return seen;
}

export function chunkGroups(): Plugin {
  const shell = new Set<string>();
  const publicShared = new Set<string>();
  return {
    name: "chunk-groups",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shell.clear();
      publicShared.clear();
      const ids = [...this.getModuleIds()];
      const barrel = ids.find((id) => LUCIDE_BARREL.test(fileOf(id)));
      let iconMap: Map<string, string> | undefined;
      const icons = () => (iconMap ??= barrel ? lucideIcons(barrel) : new Map());
      const root = ids.find((id) => /[\\/]app[\\/]root\.tsx$/.test(fileOf(id)));
      if (!root) return;
      for (const id of staticClosure(this, root, icons))
        if (id !== root && !FRAMEWORK.test(id)) shell.add(id);

      // The pages of the budget (app/content/public-pages.ts); "/about" is app/routes/about.tsx.
      const pageFiles = new Set(publicPages.map((p) => `${p.path === "/" ? "home" : p.path.slice(1)}.tsx`));
      const publicRoutes = ids.filter((id) => {
        const file = fileOf(id);
        return /[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/.test(file) && pageFiles.has(path.basename(file));
      });
      // A route file can appear under several ids (React Router's client-route query variants).
      const routeFiles = new Set(publicRoutes.map(fileOf));
      const users = new Map<string, Set<string>>();
      for (const route of publicRoutes) {
        for (const id of staticClosure(this, route, icons)) {
          if (!routeFiles.has(fileOf(id))) users.set(id, (users.get(id) ?? new Set()).add(fileOf(route)));
        }
      }
      for (const [id, routes] of users) {
        const size = this.getModuleInfo(id)?.code?.length ?? Infinity;
        if (routes.size < 2 || size > MAX_PUBLIC_MODULE || shell.has(id) || FRAMEWORK.test(id)) continue;
        // Its dependencies would join the chunk too: none of them may be a large library, nor a
        // stylesheet (the chunk's CSS would become one more render-blocking file on every page).
        if ([...staticClosure(this, id, icons)].some((dep) => HEAVY.test(dep) || /\.css$/.test(fileOf(dep))))
          continue;
        publicShared.add(id);
      }
      if (process.env.CHUNK_REPORT) {
        const show = (set: Set<string>) =>
          [...set].map(
            (i) =>
              `${fileOf(i).replace(/.*[\\/](node_modules|app)[\\/]/, "$1/")} ${this.getModuleInfo(i)?.code?.length}`,
          );
        console.log(`\nshell:\n  ${show(shell).join("\n  ")}\npublic:\n  ${show(publicShared).join("\n  ")}`);
      }
    },
    outputOptions(options) {
      return {
        ...options,
        // V8's explicit compile hint: nearly every function of React, React DOM and React Router runs
        // during hydration, so compile them all while the file streams in (off the main thread)
        // instead of one by one on first call inside hydration's tasks. Measured on /assessment at
        // 4x CPU slowdown: the longest hydration task 51 -> 32 ms, time over 50 ms per load 25 -> 10
        // ms (medians of 12 loads). Only the framework chunk: hinting the shell as well made its
        // evaluation longer. To other browsers and older Chromes it is just a comment.
        postBanner: (chunk: { name: string }) =>
          chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : "",
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 30 },
            { name: "shell", test: (id: string) => shell.has(id), priority: 20 },
            { name: "public", test: (id: string) => publicShared.has(id), priority: 10 },
          ],
        },
      };
    },
  };
}
