/**
 * `npm run perf`: builds the site, starts it on a free port with a fresh PGlite database holding one
 * published blog post of about 900 words (seeded first, scripts/perf-post.ts), and runs Lighthouse 12
 * (mobile, Debian's Chromium) three times on every public page and on that post with applied (devtools)
 * throttling, three times on the same page with its scripts removed (the floor, scripts/perf-floor.ts)
 * and three times with its default simulated throttling (kept for the record: decision 0077); prints
 * the medians, the floor beside each page and their ratio, and exits 1 when any page misses the
 * budget (scripts/perf-budget.ts, decision 0090).
 * Then measures what a visitor on a throttled phone feels on /, /assessment and /contact
 * (scripts/visitor-timings.ts: menu first tap, empty-form validation, typed text across hydration).
 *
 * Options: --routes=/about,/blog/why-profit-is-not-cash (a subset), --runs=N (default 3), --write
 * (record the table in docs/performance.md), --save=DIR (keep each run's Lighthouse JSON report
 * there), --visitor-only (skip Lighthouse). Environment: BUILD_DIR (default build-perf), CHROMIUM_PATH.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages } from "../app/content/public-pages";
import { edgeEntry, SERVER_ENV, SERVER_NODE_FLAGS } from "../server/build";
import { machine } from "./load-fixture";
import { writeDocsSection } from "./docs-section";
import { measureVisitor, visitorTable } from "./visitor-timings";
import { startFloorServer } from "./perf-floor";
import { PERF_POST_PATH, seedPerfPost } from "./perf-post";
import {
  budgetMisses,
  markdownTable,
  medianMetrics,
  scriptsBeforePaint,
  type LhRequest,
  type PageResult,
  type RunMetrics,
} from "./perf-budget";

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"] as const;
  }),
);
const routes = args.get("routes")?.split(",") ?? [...publicPages.map((p) => p.path), PERF_POST_PATH];
const runs = Number(args.get("runs") ?? 3);
const buildDir = process.env.BUILD_DIR ?? "build-perf";
const chromePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p) => p && existsSync(p),
);
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Lighthouse's mobile defaults with the throttling applied in the browser (latency, bandwidth, CPU). */
const APPLIED = { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" } } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not become ready in time.");
}

type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** The rows of an audit's table (`details.items`), typed as the caller reads them. */
function auditItems<T>(lhr: LhResult, id: string): T[] {
  return (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
}

function metricsOf(lhr: LhResult): RunMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = auditItems<{ resourceType: string; transferSize: number }>(lhr, "resource-summary");
  const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const observedFcp =
    auditItems<{ observedFirstContentfulPaint?: number }>(lhr, "metrics")[0]?.observedFirstContentfulPaint ??
    Number.NaN;
  const requests = auditItems<LhRequest>(lhr, "network-requests");
  return {
    ...scriptsBeforePaint(requests, observedFcp),
    observedFcp,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes("script"),
    totalBytes: bytes("total"),
  };
}

/** Audits that lost points, so a miss says why (printed under the table). */
function failedAudits(lhr: LhResult): string[] {
  const ids = new Set(
    ["accessibility", "best-practices", "seo"].flatMap(
      (c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? [],
    ),
  );
  return [...ids]
    .filter((id) => (lhr.audits[id]?.score ?? 1) < 1)
    .map((id) => `${id}: ${lhr.audits[id].title}`);
}

/** The 1-minute load average when the run started (the machine state goes into the record). */
const loadAtStart = os.loadavg()[0];

function recordInDocs(table: string, baseUrl: string) {
  const file = path.resolve("docs/performance.md");
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const block = [
    "<!-- perf:start (written by `npm run perf -- --write`) -->",
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run perf -- --write\` on ${os.cpus().length} × ${cpu}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ` +
      `Lighthouse 12 (mobile: slow 4G and 4× CPU slowdown applied in the browser; the floor is each page without its scripts, gzipped, with the site's own response headers, through the same throttling; "simulated" is Lighthouse's default estimate, for the record), Chromium at ${chromePath}; ` +
      `production build served by \`node ${edgeEntry(buildDir)}\` on ${baseUrl} with a fresh PGlite database holding one seeded post (${PERF_POST_PATH}, scripts/perf-post.ts); median of ${runs} runs per page. ` +
      `Load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end of the run on ${os.cpus().length} cores: ` +
      // The load at the end counts the run's own Chromium and server: only the start tells of other work.
      `${loadAtStart > 1 ? "other work was running on the machine, so the timings are noisy" : "an idle machine when the run began (the load at its end is the run's own)"}.`,
    "",
    table,
    "<!-- perf:end -->",
  ].join("\n");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  const next = /<!-- perf:start[\s\S]*?<!-- perf:end -->/.test(current)
    ? current.replace(/<!-- perf:start[\s\S]*?<!-- perf:end -->/, block)
    : `${current.trimEnd()}\n\n## Lighthouse budget of the public pages\n\n${block}\n`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, next);
  console.log(`Recorded in ${path.relative(process.cwd(), file)}.`);
}

async function main() {
  if (!chromePath) throw new Error("Chromium not found: install Debian's chromium or set CHROMIUM_PATH.");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(".tmp", `perf-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = path.join(dataDir, "db");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOCAL_RUN: "1",
    BUILD_DIR: buildDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_URL: baseUrl,
    LOG_LEVEL: "warn",
  };
  delete env.SMTP_URL;

  // Before the server: the PGlite directory is locked to the process that has it open.
  console.log(`Publishing ${PERF_POST_PATH}…`);
  await seedPerfPost(databaseUrl);

  console.log(`Building into ${buildDir}…`);
  // The production build: react-router build + precompressed assets (package.json "build").
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env });
  if (build.status !== 0) throw new Error("The build failed.");

  // One process (no npx/tsx wrappers), so SIGTERM reaches the server itself and it drains cleanly.
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, edgeEntry(buildDir)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, ...SERVER_ENV },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let floor: Awaited<ReturnType<typeof startFloorServer>> | undefined;
  try {
    await waitForReady(baseUrl, server);
    floor = await startFloorServer(baseUrl, routes);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const results: PageResult[] = [];
    const notes: string[] = [];
    // --visitor-only: only the throttled visitor timings below (a quick run).
    for (const route of args.has("visitor-only") ? [] : routes) {
      const url = baseUrl + route;
      const status = (await fetch(url)).status;
      if (status !== 200) {
        results.push({ path: route, error: `HTTP ${status}` });
        continue;
      }
      const applied: RunMetrics[] = [];
      const floors: RunMetrics[] = [];
      const simulated: RunMetrics[] = [];
      let lastFailures: string[] = [];
      for (let i = 0; i < runs; i++) {
        for (const [kind, target, config, into] of [
          ["applied", url, APPLIED, applied],
          ["floor", floor.url + route, APPLIED, floors],
          ["simulated", url, undefined, simulated],
        ] as const) {
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): such a run measured
          // nothing, so it is taken again, up to twice; one still failing counts as not measured.
          let result: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 1; ; attempt++) {
            result = await lighthouse(
              target,
              { port: chrome.port, output: "json", logLevel: "error" },
              config as Parameters<typeof lighthouse>[2],
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
            const error = result.lhr.runtimeError;
            if (!error || attempt === 3) break;
            console.warn(
              `${route} (${kind}): run ${i + 1} failed to record (${error.code}); taking it again`,
            );
          }
          into.push(metricsOf(result.lhr));
          const saveDir = args.get("save");
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true });
            writeFileSync(
              path.join(saveDir, `${route.replace(/\W+/g, "_") || "home"}-${kind}-${i + 1}.json`),
              JSON.stringify(result.lhr),
            );
          }
          if (kind === "applied") lastFailures = failedAudits(result.lhr);
        }
      }
      const metrics = medianMetrics(applied);
      const floorMetrics = medianMetrics(floors);
      results.push({ path: route, metrics, floor: floorMetrics, simulated: medianMetrics(simulated) });
      if (lastFailures.length) notes.push(`${route}: ${lastFailures.join("; ")}`);
      process.stdout.write(
        `${route}: ${budgetMisses(metrics, floorMetrics).length ? "over budget" : "within budget"}\n`,
      );
    }
    if (results.length) {
      const table = markdownTable(results);
      console.log(`\n${table}\n`);
      if (notes.length) console.log(`Audits that lost points:\n${notes.map((n) => `- ${n}`).join("\n")}\n`);
      if (args.has("write")) recordInDocs(table, baseUrl);
    }
    await chrome?.kill();
    chrome = undefined;
    const visitor = visitorTable(await measureVisitor(baseUrl, chromePath, runs));
    console.log(`\nWhat a visitor on a throttled phone feels (median of ${runs} runs):\n\n${visitor}\n`);
    if (args.has("write"))
      writeDocsSection(
        "perf-visitor",
        "## What a visitor on a phone feels",
        `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run perf\` on ${machine()}; Chromium at ${chromePath}, ` +
          `CPU 4× slower, 150 ms latency, 1.6 Mbps down, 390×844 touch; times from navigation start, median and range of ${runs} runs.\n\n${visitor}`,
      );
    const failing = results.filter((r) => !r.metrics || budgetMisses(r.metrics, r.floor).length);
    if (failing.length) {
      console.error(
        `${failing.length} of ${results.length} pages miss the budget: ${failing.map((r) => r.path).join(", ")}`,
      );
      process.exitCode = 1;
    } else if (results.length) {
      console.log(`All ${results.length} pages are within the budget.`);
    }
  } finally {
    await chrome?.kill();
    await floor?.close();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
