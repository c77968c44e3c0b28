import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { chunkGroups } from "./vite/chunk-groups";

export default defineConfig({
  // chunkGroups: fewer, fuller client chunks for the public pages (see vite/chunk-groups.ts).
  plugins: [tailwindcss(), reactRouter(), chunkGroups()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
});
