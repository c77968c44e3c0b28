// Loaded into a server under measurement with `node --import <this file>` (scripts/perf-compare.ts):
// on SIGUSR2 it writes the process's memory, split, as one JSON line to MEMORY_PROBE_FILE. Plain
// JavaScript with no imports of the project, so it measures any revision's build alike.
import { appendFileSync, readFileSync } from "node:fs";
import process from "node:process";
import v8 from "node:v8";

const file = process.env.MEMORY_PROBE_FILE;
const MB = 2 ** 20;

/**
 * Resident bytes of the WebAssembly memories (PGlite's): V8 reserves each one as contiguous address
 * space of 8 GB or more, its accessible part read-write and the rest guard pages (no access). A
 * read-write anonymous mapping directly followed by a no-access one of 4 GB or more is such a memory,
 * and what of its accessible part is resident counts.
 */
function wasmResident() {
  let rss = 0;
  let memories = 0;
  let previous;
  for (const block of readFileSync("/proc/self/smaps", "utf8").split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)[ \t]*([^\n]*)/.exec(block);
    if (!head) continue;
    const mapping = {
      from: BigInt("0x" + head[1]),
      to: BigInt("0x" + head[2]),
      perms: head[3],
      anonymous: head[4] === "0" && head[5] === "",
      size: Number(/\nSize:\s+(\d+) kB/.exec(block)?.[1] ?? 0) * 1024,
      rss: Number(/\nRss:\s+(\d+) kB/.exec(block)?.[1] ?? 0) * 1024,
    };
    const guard = mapping.anonymous && mapping.perms === "---p" && mapping.size >= 4 * 2 ** 30;
    if (guard && previous?.anonymous && previous.perms === "rw-p" && previous.to === mapping.from) {
      memories += 1;
      rss += previous.rss;
    }
    previous = mapping;
  }
  return { rss, memories };
}

if (file) {
  process.on("SIGUSR2", () => {
    const m = process.memoryUsage();
    const wasm = wasmResident();
    const line = {
      at: Date.now(),
      rss: m.rss / MB,
      heapTotal: m.heapTotal / MB,
      heapUsed: m.heapUsed / MB,
      external: m.external / MB,
      arrayBuffers: m.arrayBuffers / MB,
      wasm: wasm.rss / MB,
      wasmMemories: wasm.memories,
      codeAndMeta: v8.getHeapCodeStatistics().code_and_metadata_size / MB,
    };
    appendFileSync(file, JSON.stringify(line) + "\n");
  });
}
