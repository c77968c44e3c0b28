import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate output folder lets several builds (tests, parallel work) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
