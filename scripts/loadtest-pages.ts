/**
 * npm run loadtest:pages [-- --seconds 5 --connections 50 --encodings gzip,identity --write]
 *                        [-- --pages /webinar,newsletter]   (only these rows; "newsletter" = the POST)
 *
 * Each public page (and a published blog post) at a fixed number of connections for a fixed time,
 * once from the built server and once from a plain static server (express.static in its own process)
 * holding the very bytes the server answered, in the same run; then the newsletter POST with a new
 * address per request. Each page is asked for twice: as browsers ask (`Accept-Encoding: gzip,
 * deflate, br`), where the static server answers the page gzipped once ahead (as nginx's gzip_static
 * does), and with no Accept-Encoding (the body as it is: the server's own cost without compression).
 * Prints req/s, p99 and bytes side by side, the ratio, and the server's RSS; --write
 * records the table in docs/performance.md. Database: a fresh PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set (scripts/with-postgres.sh). Everything listens on 127.0.0.1.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { publicPages } from "../app/content/public-pages";
import { freePort, startServer, tempDir } from "../tests/system/server-process";
import { createPgDatabase } from "../tests/system/pg";
import { ensureBuild } from "../server/build";
import { LOAD_ADMIN, machine, publishPosts, rssMb } from "./load-fixture";
import { writeDocsSection } from "./docs-section";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    encodings: { type: "string", default: "gzip,identity" },
    write: { type: "boolean", default: false },
    pages: { type: "string" },
  },
});
/** Only these rows (a page's path, or "newsletter" for the POST): to measure one thing for longer. */
const ONLY = args.pages?.split(",").map((p) => p.trim());
if (ONLY && args.write) throw new Error("--write records the whole table: leave out --pages");
const measured = (row: string) => !ONLY || ONLY.includes(row);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ENCODINGS = args.encodings.split(",").map((e) => e.trim());
/** What each encoding's requests carry: browsers send the first; autocannon alone sends none. */
const ASKS: Record<string, Record<string, string>> = {
  gzip: { "accept-encoding": "gzip, deflate, br" },
  identity: {},
};
for (const e of ENCODINGS) if (!ASKS[e]) throw new Error(`--encodings: ${e} is neither gzip nor identity`);

type Run = { rps: number; p99: number; bad: number; bytes: number };

async function hammer(url: string, extra: Partial<autocannon.Options> = {}): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...extra });
  const bad = result.non2xx + result.errors + result.timeouts;
  // Bytes per response, headers included.
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad,
    bytes: result.throughput.total / result.requests.total,
  };
}

/**
 * A plain static server in its own process: each page's bytes as <dir>/<path>/index.html, and gzipped
 * once beside it as index.html.gz, served to a client that takes gzip (as nginx's gzip_static).
 */
async function startStaticServer(dir: string) {
  const port = await freePort();
  const code = `import express from "express";
const app = express();
app.use((req, res, next) => {
  const gzip = /\\bgzip\\b/.test(req.headers["accept-encoding"] ?? "");
  // /about names the folder: its index.html (express.static answers a folder without a slash 404).
  req.url = req.path.replace(/\\/?$/, gzip ? "/index.html.gz" : "/index.html");
  res.setHeader("Vary", "Accept-Encoding");
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  next();
});
app.use(express.static(${JSON.stringify(dir)}, {
  redirect: false,
  setHeaders: (res, file) => file.endsWith(".gz") && res.setHeader("Content-Type", "text/html; charset=utf-8"),
}));
app.listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (c) => reject(new Error(`static server exited (${c})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

async function main() {
  ensureBuild(path.resolve(process.env.BUILD_DIR ?? "build"));
  const pgDb = await createPgDatabase();
  const dataDir = tempDir("loadtest-pages-");
  const staticDir = path.join(dataDir, "static");
  const server = await startServer({
    databaseUrl: pgDb?.url ?? path.join(dataDir, "db"),
    dataDir,
    env: { TRUST_PROXY: "1", ADMIN_EMAIL: LOAD_ADMIN.email, ADMIN_PASSWORD: LOAD_ADMIN.password },
  });
  const database = pgDb ? "PostgreSQL" : "PGlite";
  const rows: string[] = [];
  let failed = false;
  let staticServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    const rssIdle = await rssMb(server.child.pid);
    const { slugs } = await publishPosts(server, 1);
    const paths = [...publicPages.map((p) => p.path), `/blog/${slugs[0]}`];
    // The same bytes the server sends (one response; only the nonce differs between responses).
    for (const p of paths) {
      const res = await fetch(server.url + p, { headers: { "accept-encoding": "identity" } });
      if (res.status !== 200) throw new Error(`${p}: HTTP ${res.status}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      mkdirSync(path.join(staticDir, p), { recursive: true });
      writeFileSync(path.join(staticDir, p, "index.html"), bytes);
      writeFileSync(path.join(staticDir, p, "index.html.gz"), gzipSync(bytes, { level: 9 }));
    }
    staticServer = await startStaticServer(staticDir);
    console.log(`Pages at ${CONNECTIONS} connections, ${SECONDS} s each, database ${database}`);
    rows.push(
      "| page | encoding | server req/s | server p99 ms | static req/s | static p99 ms | ratio | bytes server / static | non-2xx/errors server / static |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const p of paths.filter(measured)) {
      for (const encoding of ENCODINGS) {
        const headers = ASKS[encoding];
        const app = await hammer(server.url + p, { headers });
        const plain = await hammer(staticServer.url + p, { headers });
        const ratio = app.rps / plain.rps;
        if (app.bad > 0 || plain.bad > 0) failed = true;
        const row = `| ${p} | ${encoding} | ${app.rps.toFixed(0)} | ${app.p99} | ${plain.rps.toFixed(0)} | ${plain.p99} | ${ratio.toFixed(2)} | ${app.bytes.toFixed(0)} / ${plain.bytes.toFixed(0)} | ${app.bad} / ${plain.bad} |`;
        rows.push(row);
        console.log(row);
      }
    }
    let n = 0;
    const newsletter = !measured("newsletter")
      ? undefined
      : await hammer(`${server.url}/api/newsletter-subscribe`, {
          requests: [
            {
              method: "POST",
              setupRequest: (req) => {
                n++;
                return {
                  ...req,
                  headers: {
                    "content-type": "application/json",
                    "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                  },
                  body: JSON.stringify({ email: `reader-${Date.now().toString(36)}-${n}@example.com` }),
                };
              },
            },
          ],
        });
    if (newsletter) {
      if (newsletter.bad > 0) failed = true;
      const post = `| POST /api/newsletter-subscribe (a new address each) | | ${newsletter.rps.toFixed(0)} | ${newsletter.p99} | | | | | ${newsletter.bad} |`;
      rows.push(post);
      console.log(post);
    }
    const rssAfter = await rssMb(server.child.pid);
    const summary = `Server RSS: ${rssIdle ?? "?"} MB after start, ${rssAfter ?? "?"} MB after this run.`;
    console.log(summary);
    const text = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run loadtest:pages -- --seconds ${SECONDS} --connections ${CONNECTIONS} --encodings ${ENCODINGS.join(",")}\` on ${machine()}; ` +
        `database ${database}; load generator (autocannon), server and static server share these cores.`,
      "",
      rows.join("\n"),
      "",
      summary,
    ].join("\n");
    if (args.write)
      writeDocsSection(
        `loadtest-pages-${database.toLowerCase()}`,
        `### Public pages beside a static server (${database})`,
        text,
      );
  } finally {
    staticServer?.stop();
    await server.stop();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error("Some answers were not 2xx: see the table.");
    process.exit(1);
  }
}

await main();
