// Loaded into a server under measurement with `node --import <this file>` (scripts/perf-compare.ts):
// on SIGUSR2 it writes the process's memory, split, as one JSON line to MEMORY_PROBE_FILE. Plain
// JavaScript with no imports of the project, so it measures any revision's build alike.
import { appendFileSync, readFileSync } from "node:fs";
import process from "node:process";
import v8 from "node:v8";

const file = process.env.MEMORY_PROBE_FILE;
const MB = 2 ** 20;

/**
 * Resident bytes of the WebAssembly memories (PGlite's): V8 reserves each one as contiguous anonymous
 * mappings of 8 GB or more (the accessible part, read-write, then guard pages), far larger than
 * anything else in a Node process. Adjacent anonymous mappings are grouped; a group of 4 GB or more
 * is a WebAssembly memory, and what of it is resident counts.
 */
function wasmResident() {
  let rss = 0;
  let memories = 0;
  let group = { end: -1n, size: 0, rss: 0 };
  const close = () => {
    if (group.size >= 4 * 2 ** 30) {
      memories += 1;
      rss += group.rss;
    }
  };
  for (const block of readFileSync("/proc/self/smaps", "utf8").split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)[ \t]*([^\n]*)/.exec(block);
    if (!head) continue;
    const [from, to] = [BigInt("0x" + head[1]), BigInt("0x" + head[2])];
    const anonymous = head[3] === "0" && head[4] === "";
    const size = Number(/\nSize:\s+(\d+) kB/.exec(block)?.[1] ?? 0) * 1024;
    const resident = Number(/\nRss:\s+(\d+) kB/.exec(block)?.[1] ?? 0) * 1024;
    if (!anonymous || from !== group.end) {
      close();
      group = { end: -1n, size: 0, rss: 0 };
    }
    if (!anonymous) continue;
    group = { end: to, size: group.size + size, rss: group.rss + resident };
  }
  close();
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
