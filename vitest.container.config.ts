import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/** Container tests (npm run test:container): the image and compose files, run with podman. */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/container/**/*.test.ts"],
    environment: "node",
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    globalSetup: ["tests/container/global-setup.ts"],
  },
});
