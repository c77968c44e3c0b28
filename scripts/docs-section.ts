import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Replaces the block between `<!-- name:start -->` and `<!-- name:end -->` in docs/performance.md
 * (appending it under `heading` the first time), so each measuring script owns one section.
 */
export function writeDocsSection(name: string, heading: string, body: string) {
  const file = path.resolve("docs/performance.md");
  const start = `<!-- ${name}:start (written by a script: see above) -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n\n${body.trim()}\n\n${end}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  const from = current.indexOf(`<!-- ${name}:start`);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${heading}\n\n${block}\n`;
  writeFileSync(file, next);
  console.log(`Recorded in ${path.relative(process.cwd(), file)}.`);
}
