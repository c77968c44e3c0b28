/**
 * `tsx scripts/precompress.ts [clientAssetsDir]` (run by `npm run build` after `react-router build`):
 * writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every js, css, svg,
 * xml and txt file of the build's hashed assets (default: `$BUILD_DIR/client/assets`, BUILD_DIR
 * defaulting to `build`). server/precompressed.ts serves them, so no request pays for compression and
 * each gets the best ratio (brotli-11 is ~12% smaller than on-the-fly gzip, too slow to do per request).
 * A variant that is not smaller than the original is not written; stale variants are replaced.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|xml|txt)$/i;

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(p) : [p];
  });
}

export type PrecompressResult = {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
};

export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesIn(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const original = readFileSync(file);
    const variants = {
      ".br": brotliCompressSync(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: /\.(svg|xml|txt)$/i.test(file)
            ? constants.BROTLI_MODE_TEXT
            : constants.BROTLI_MODE_GENERIC,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      ".gz": gzipSync(original, { level: 9 }),
    };
    result.files++;
    result.originalBytes += original.length;
    for (const [ext, data] of Object.entries(variants)) {
      const target = file + ext;
      const smaller = data.length < original.length;
      if (smaller) writeFileSync(target, data);
      else rmSync(target, { force: true });
      const sent = smaller ? data.length : original.length;
      if (ext === ".br") result.brotliBytes += sent;
      else result.gzipBytes += sent;
    }
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`No build assets at ${dir}: run react-router build first.`);
    process.exit(1);
  }
  const r = precompressDir(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `Precompressed ${r.files} files in ${dir}: ${kb(r.originalBytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}.`,
  );
}
