import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate output folder lets several builds (tests, parallel work) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // No prerendering: the public pages are rendered on their first request and then served from
  // memory with each response's CSP nonce (server/page-cache.ts).

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
