import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate output folder lets several builds (tests, parallel work) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // No prerendering: the public pages are rendered on their first request and then served from
  // memory with each response's CSP nonce (server/page-cache.ts).
} satisfies Config;
