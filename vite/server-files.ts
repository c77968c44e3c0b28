import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Files the server reads at run time through `new URL("./fonts/<file>", import.meta.url)` (the
 * assessment report's fonts, decision 0098): Vite leaves that URL as written in the server bundle and
 * copies nothing, so this copies each file beside the chunk that names it. build/ stays the whole
 * release (docs/deploy.md).
 */
const FILES = [
  "app/features/assessments/report/fonts/LiberationSans-Regular.ttf",
  "app/features/assessments/report/fonts/LiberationSans-Bold.ttf",
];

export function serverFiles(): Plugin {
  return {
    name: "server-files",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "ssr") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const file of FILES) {
          const name = path.basename(file);
          if (!chunk.code.includes(`./fonts/${name}`)) continue;
          this.emitFile({
            type: "asset",
            fileName: path.posix.join(path.posix.dirname(chunk.fileName), "fonts", name),
            source: readFileSync(file),
          });
        }
      }
    },
  };
}
