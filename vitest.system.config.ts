import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/** System tests: the built server as child processes (faults, many instances). Run after a build. */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    setupFiles: ["tests/system/cleanup.ts"],
  },
});
