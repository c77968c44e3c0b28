import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/public-pages";

export default {
  ssr: true,
  // Route middleware: the admin session is required by the routes that declare it (app/routes.ts).
  future: { v8_middleware: true },
  // A separate output folder lets several builds (tests, parallel work) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The static marketing pages are rendered to HTML files at build time (listed in
  // app/content/public-pages.ts); server/prerendered.ts serves them with each response's CSP nonce,
  // without the database. Every other page is rendered per request.
  prerender: prerenderedPaths,
  // React Router 8 changes these; each stays on 7's behaviour until the upgrade to 8, decided
  // explicitly (see docs/decisions/0012-quiet-build-and-start.md).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
