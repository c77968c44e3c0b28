import { cpSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * Compiles the Express edge (server/start.ts, what it imports from server/, and the settings reader
 * app/utils/env.server.ts) to plain JavaScript in <BUILD_DIR>/edge/, so production runs
 * `node <BUILD_DIR>/edge/start.js` with no TypeScript loader. The app itself is React Router's server
 * build, which the edge imports and reaches through its entry (decision 0083): no app module is in
 * both. Packages stay external (loaded from node_modules as they are). The SQL migrations are copied
 * beside it (server/database.ts finds them there).
 */
const outDir = path.resolve(process.env.BUILD_DIR ?? "build", "edge");

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  publicDir: false,
  define: { "import.meta.env.EDGE_BUILD": "true" },
  build: {
    ssr: "server/start.ts",
    outDir,
    emptyOutDir: true,
    target: "node20",
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "[name].js", chunkFileNames: "[name].js" } },
  },
  plugins: [
    {
      name: "copy-migrations",
      closeBundle: () => cpSync("app/db/migrations", path.join(outDir, "migrations"), { recursive: true }),
    },
  ],
});
