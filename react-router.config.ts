import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/public-pages";

export default {
  ssr: true,
  // A separate output folder lets several builds (tests, parallel work) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The static marketing pages are rendered to HTML files at build time (listed in
  // app/content/public-pages.ts); server/prerendered.ts serves them with each response's CSP nonce,
  // without the database. Every other page is rendered per request.
  prerender: prerenderedPaths,
  // React Router 8 changes these, each decided explicitly (docs/decisions/0012-quiet-build-and-start.md).
  // Route middleware is on: the admin session is required by the routes that declare it (app/routes.ts,
  // docs/decisions/0020-access-lives-with-the-route.md); the others stay on 7's behaviour until the upgrade.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
