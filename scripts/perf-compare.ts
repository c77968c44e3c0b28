/**
 * npm run perf:compare -- <revision> [--rounds 2] [--seconds 8] [--connections 50] [--warmup 3]
 *                                    [--pages /,/training-programs,/about,post] [--keep-builds]
 *
 * Builds <revision> (any git revision of this repository) in a temporary clone and the working tree
 * in a temporary folder, then measures each the same way, one server at a time, alternating
 * (round 1: the revision then the working tree; round 2: the other way round; and so on):
 *
 * - a fresh PGlite database, the server started as production starts it (SERVER_NODE_FLAGS), with
 *   its memory 3 s after it is ready, before any request ("start": the measure), then one
 *   post published through the admin (a sign-in loads the password hashing) and its memory 3 s
 *   later ("after setup");
 * - on each page, a warm-up of --warmup seconds, then autocannon with gzip, --connections for
 *   --seconds, and straight after it the same load on a plain static server answering the same gzip
 *   bytes (scripts/loadtest-pages.ts's), so each page's rate is also read as a share of the static
 *   server's measured at the same moment (ratios resist a busy machine better than req/s do);
 * - its memory after the load ("after"): RSS, V8 heap, ArrayBuffers and the resident WebAssembly
 *   memory (PGlite's), written by scripts/memory-probe.mjs inside the server on SIGUSR2.
 *
 * Prints, per measure, each side's range over the rounds and the ratio working tree / revision
 * (median, with the range of the per-round ratios). The clone reuses this tree's node_modules when
 * the revision's package-lock.json is the same, else runs `npm ci` in it. Everything is removed at
 * the end (--keep-builds keeps the two builds). Servers listen on 127.0.0.1.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { edgeEntry, SERVER_ENV, SERVER_NODE_FLAGS } from "../server/build";
import { freePort } from "../tests/system/server-process";
import { LOAD_ADMIN, machine, publishPosts } from "./load-fixture";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "2" },
    seconds: { type: "string", default: "8" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    pages: { type: "string", default: "/,/training-programs,/about,post" },
    "keep-builds": { type: "boolean", default: false },
  },
});
const revision = positionals[0];
if (!revision) {
  console.error("usage: npm run perf:compare -- <revision> [--rounds 2] [--seconds 8] [--connections 50]");
  process.exit(2);
}
const ROUNDS = Math.max(2, Number(args.rounds));
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
/** "post" stands for the published post the run creates. */
const PAGES = args.pages.split(",").map((p) => p.trim());
const GZIP = { "accept-encoding": "gzip, deflate, br" };
const PROBE = path.resolve("scripts/memory-probe.mjs");

type Memory = { rss: number; heapTotal: number; heapUsed: number; arrayBuffers: number; wasm: number };
type PageRun = {
  rps: number;
  p99: number;
  cpu: number;
  staticRps: number;
  staticP99: number;
  staticCpu: number;
  bad: number;
};
type SideRun = { start: Memory; setup: Memory; after: Memory; pages: Map<string, PageRun> };
type Side = { name: string; label: string; buildDir: string; cwd: string; runs: SideRun[] };

const sh = (cmd: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) => {
  const r = spawnSync(cmd, argv, { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(" ")} failed in ${cwd}`);
};

/** Builds `cwd` into `buildDir` as production builds (package.json "build"). */
function build(cwd: string, buildDir: string) {
  sh("npm", ["run", "build"], cwd, { ...process.env, BUILD_DIR: buildDir });
}

/** A clone of this repository at `rev`, with node_modules: this tree's when the lockfiles match. */
function cloneAt(rev: string, dir: string) {
  const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
  sh("git", ["clone", "--quiet", "--no-checkout", top, dir], top);
  sh("git", ["checkout", "--quiet", "--detach", rev], dir);
  const same =
    readFileSync(path.join(dir, "package-lock.json"), "utf8") === readFileSync("package-lock.json", "utf8");
  if (same) symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  else {
    console.log(`${rev}'s package-lock.json differs from this tree's: npm ci in the clone…`);
    sh("npm", ["ci", "--no-audit", "--no-fund"], dir);
  }
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The load on one URL, and the CPU time its server spent per answered request: unlike req/s and p99,
 * CPU per request hardly moves when other work shares the cores.
 */
async function hammer(url: string, seconds: number, pid?: number) {
  const before = pid ? cpuMs(pid) : 0;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: GZIP });
  const cpu = pid ? (cpuMs(pid) - before) / Math.max(1, r.requests.total) : NaN;
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts, cpu };
}

/** A plain static server in its own process answering each page's gzip bytes (as nginx's gzip_static). */
async function startStatic(dir: string) {
  const port = await freePort();
  const code = `import express from "express";
const app = express();
app.use((req, res, next) => {
  req.url = req.path.replace(/\\/?$/, "/index.html.gz");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Encoding", "gzip");
  next();
});
app.use(express.static(${JSON.stringify(dir)}, { redirect: false,
  setHeaders: (res) => res.setHeader("Content-Type", "text/html; charset=utf-8") }));
app.listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (c) => reject(new Error(`static server exited (${c})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function startServer(side: Side, dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const memoryFile = path.join(dataDir, "memory.jsonl");
  const child = spawn(process.execPath, ["--import", PROBE, ...SERVER_NODE_FLAGS, edgeEntry(side.buildDir)], {
    cwd: side.cwd,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      LOCAL_RUN: "1",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: path.join(dataDir, "db"),
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      SKIP_BUILD_CHECK: "1",
      BUILD_DIR: side.buildDir,
      TRUST_PROXY: "1",
      ADMIN_EMAIL: LOAD_ADMIN.email,
      ADMIN_PASSWORD: LOAD_ADMIN.password,
      MEMORY_PROBE_FILE: memoryFile,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (d) => (log += d));
  for (const deadline = Date.now() + 180_000; ;) {
    if (child.exitCode !== null) throw new Error(`${side.name}: server exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${side.name}: server not ready in 180 s:\n${log}`);
    }
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  let probes = 0;
  /** The server's memory now, as its probe writes it (scripts/memory-probe.mjs). */
  const memory = async (): Promise<Memory> => {
    child.kill("SIGUSR2");
    probes += 1;
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const lines = existsSync(memoryFile) ? readFileSync(memoryFile, "utf8").trim().split("\n") : [];
      if (lines.length >= probes) return JSON.parse(lines[probes - 1]) as Memory;
    }
    throw new Error(`${side.name}: the memory probe did not answer`);
  };
  return { url, pid: child.pid, memory, stop: () => stopChild(child) };
}

async function measure(side: Side, work: string): Promise<SideRun> {
  const dataDir = mkdtempSync(path.join(work, "data-"));
  const server = await startServer(side, dataDir);
  try {
    await new Promise((r) => setTimeout(r, 3_000));
    const start = await server.memory();
    const { slugs } = await publishPosts({ url: server.url } as never, 1);
    const paths = PAGES.map((p) => (p === "post" ? `/blog/${slugs[0]}` : p));
    await new Promise((r) => setTimeout(r, 3_000));
    const setup = await server.memory();
    // The static server answers the bytes this server answers (one response; only the nonce differs).
    const staticDir = path.join(dataDir, "static");
    for (const p of paths) {
      const res = await fetch(server.url + p, { headers: { "accept-encoding": "identity" } });
      if (res.status !== 200) throw new Error(`${side.name} ${p}: HTTP ${res.status}`);
      mkdirSync(path.join(staticDir, p), { recursive: true });
      writeFileSync(path.join(staticDir, p, "index.html.gz"), gzipSync(Buffer.from(await res.arrayBuffer())));
    }
    const statics = await startStatic(staticDir);
    const pages = new Map<string, PageRun>();
    try {
      for (const [i, p] of paths.entries()) {
        await hammer(server.url + p, WARMUP);
        const app = await hammer(server.url + p, SECONDS, server.pid);
        const plain = await hammer(statics.url + p, SECONDS, statics.pid);
        pages.set(PAGES[i], {
          rps: app.rps,
          p99: app.p99,
          staticP99: plain.p99,
          cpu: app.cpu,
          staticRps: plain.rps,
          staticCpu: plain.cpu,
          bad: app.bad + plain.bad,
        });
        console.log(
          `  ${side.name} ${p}: ${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms; static ${plain.rps.toFixed(0)} req/s, p99 ${plain.p99} ms` +
            ` (${(app.rps / plain.rps).toFixed(2)}); CPU per request ${app.cpu.toFixed(3)} ms, static ${plain.cpu.toFixed(3)} ms`,
        );
      }
    } finally {
      await statics.stop();
    }
    const after = await server.memory();
    console.log(
      `  ${side.name} RSS ${start.rss.toFixed(0)} MB at start, ${setup.rss.toFixed(0)} MB after setup,` +
        ` ${after.rss.toFixed(0)} MB after the load`,
    );
    return { start, setup, after, pages };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const range = (xs: number[], digits = 0) => {
  const lo = Math.min(...xs).toFixed(digits);
  const hi = Math.max(...xs).toFixed(digits);
  return lo === hi ? lo : `${lo}-${hi}`;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function report(rev: Side, cur: Side) {
  const rows: string[] = [
    `| measure | ${rev.label} | working tree | ratio (median, range) |`,
    "| --- | ---: | ---: | ---: |",
  ];
  const row = (name: string, of: (r: SideRun) => number | undefined, digits = 0) => {
    const a = rev.runs.map(of).filter((x): x is number => x !== undefined);
    const b = cur.runs.map(of).filter((x): x is number => x !== undefined);
    if (!a.length || !b.length) return;
    // Round i of one side against round i of the other (measured minutes apart, under the same load).
    const ratios = b.map((x, i) => x / a[Math.min(i, a.length - 1)]);
    rows.push(
      `| ${name} | ${range(a, digits)} | ${range(b, digits)} | ${median(ratios).toFixed(2)} (${range(ratios, 2)}) |`,
    );
  };
  for (const p of PAGES) {
    row(`${p} req/s`, (r) => r.pages.get(p)?.rps);
    row(
      `${p} share of static`,
      (r) => {
        const x = r.pages.get(p);
        return x && x.rps / x.staticRps;
      },
      2,
    );
    row(`${p} p99 ms`, (r) => r.pages.get(p)?.p99);
    // The floor on this machine: the load generator and the server share its cores.
    row(`${p} static server's p99 ms`, (r) => r.pages.get(p)?.staticP99);
    row(`${p} server CPU ms per request`, (r) => r.pages.get(p)?.cpu, 3);
    row(
      `${p} CPU per request, static's / server's`,
      (r) => {
        const x = r.pages.get(p);
        return x && x.staticCpu / x.cpu;
      },
      2,
    );
  }
  for (const [when, of] of [
    ["start", (r: SideRun) => r.start],
    ["after setup", (r: SideRun) => r.setup],
    ["after the load", (r: SideRun) => r.after],
  ] as const) {
    row(`RSS MB, ${when}`, (r) => of(r).rss);
    row(`V8 heap MB (total), ${when}`, (r) => of(r).heapTotal);
    row(`WebAssembly MB (PGlite), ${when}`, (r) => of(r).wasm);
    row(`ArrayBuffers MB, ${when}`, (r) => of(r).arrayBuffers);
  }
  return rows.join("\n");
}

async function main() {
  // Inside this tree (.tmp, ignored by git): the builds resolve their packages from node_modules above.
  mkdirSync(".tmp", { recursive: true });
  const work = mkdtempSync(path.resolve(".tmp", "perf-compare-"));
  const load = () => os.loadavg()[0].toFixed(1);
  const loadAtStart = load();
  try {
    const short = execFileSync("git", ["rev-parse", "--short", revision], { encoding: "utf8" }).trim();
    const clone = path.join(work, "clone");
    console.log(`Cloning ${short} and building both (into ${work})…`);
    cloneAt(short, clone);
    const rev: Side = {
      name: short,
      label: short,
      buildDir: path.join(clone, "build"),
      cwd: clone,
      runs: [],
    };
    const cur: Side = {
      name: "tree",
      label: "working tree",
      buildDir: path.join(work, "build-tree"),
      cwd: process.cwd(),
      runs: [],
    };
    build(clone, rev.buildDir);
    build(process.cwd(), cur.buildDir);
    let bad = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? [rev, cur] : [cur, rev];
      for (const side of order) {
        console.log(`Round ${round}: ${side.label}`);
        const run = await measure(side, work);
        for (const p of run.pages.values()) bad += p.bad;
        side.runs.push(run);
      }
    }
    const table = report(rev, cur);
    console.log(
      `\n${ROUNDS} rounds each, alternating; ${CONNECTIONS} connections, ${SECONDS} s per page after a ${WARMUP} s warm-up, gzip;` +
        ` fresh PGlite; ${machine()}; load average (1 min) ${loadAtStart} at the start, ${load()} at the end.\n`,
    );
    console.log(table);
    if (bad > 0) {
      console.error(`\n${bad} answers were not 2xx: the figures are not comparable.`);
      process.exitCode = 1;
    }
  } finally {
    if (args["keep-builds"]) {
      console.log(`Builds kept in ${work} (clone/build, build-tree).`);
    } else rmSync(work, { recursive: true, force: true });
  }
}

await main();
