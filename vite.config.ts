import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
// The extension lets Vite's native config loader (its future default) read this import too.
import { chunkGroups } from "./vite/chunk-groups.ts";
import { serverFiles } from "./vite/server-files.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // chunkGroups: fewer, fuller client chunks for the public pages (see vite/chunk-groups.ts).
  // serverFiles: the files the server reads beside its bundle (the assessment report's fonts).
  plugins: [tailwindcss(), reactRouter(), chunkGroups(), serverFiles()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The server bundle holds the icons and e-mail components it uses rather than importing the whole
  // packages at start (~19 MB of heap for every icon and for Tailwind, Prism and Markdown behind
  // @react-email/components; decision 0099). The e-mail renderer stays a package loaded on first use.
  ssr: isSsrBuild ? { noExternal: ["lucide-react", /^@react-email\/(?!render$)/] } : undefined,
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      checks: {
        // The server bundle is one file: a form's import() of its schema, which splits the client
        // bundle, cannot split it, and that is as intended.
        ineffectiveDynamicImport: !isSsrBuild,
        // Build timings (the server build spends its time prerendering) are nothing to act on.
        bundlerTimings: false,
      },
    },
  },
}));
