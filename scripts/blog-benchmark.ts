/**
 * npm run bench:blog [-- --posts 10000 --runs 7]   (after `npm run build`)
 *
 * Seeds a fresh in-memory PGlite database (or, with TEST_DATABASE_URL, a new PostgreSQL database)
 * with N blog posts of about 4 kB of HTML each (one in ten a draft, a few scheduled for later), then
 * serves the production build (server/app.ts, page cache on) on a loopback port and prints, per
 * URL, the median response time over the runs (measured at the client, on this machine) and the
 * body size (raw and gzip). `/blog?page=1` is the first page rendered anew each time (a query
 * string bypasses the page cache); `/blog` is the same page as visitors get it, from the cache.
 * Not a timed test: figures go to docs/performance.md.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { db, getConnection, setDatabase } from "../app/db/client.server";
import { createApp, edgeApiOf } from "../server/app";
import { prepareDatabase } from "../server/database";
import { createPgDatabase } from "../tests/system/pg";

const { values: args } = parseArgs({
  options: { posts: { type: "string", default: "10000" }, runs: { type: "string", default: "7" } },
});
const POSTS = Number(args.posts);
const RUNS = Number(args.runs);

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server", "index.js");
if (!existsSync(serverBuild)) {
  console.error(`No build at ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

async function seed() {
  const paragraph =
    "<p>Cash is a fact, profit is an opinion: receivables, inventory and the timing of payments decide whether a growing business can pay its people on Friday. This paragraph stands for a real one.</p>";
  await db().execute(sql`
    insert into blog_posts (title, slug, excerpt, content, category, read_time, published, publish_at, tags, created_at, updated_at)
    select 'Financial Leadership Note ' || g, 'financial-leadership-note-' || g,
           'What a leader should read in the numbers this week, part ' || g || '.',
           repeat(${paragraph}, 20),
           (array['financial-intelligence','leadership','strategy','training'])[1 + g % 4],
           3 + g % 9,
           g % 10 <> 0,
           case when g % 10 = 0 then null
                when g % 1000 = 1 then now() + make_interval(days => 1 + g % 7)
                else now() - make_interval(mins => g * 37) end,
           array['cash', 'tag ' || (g % 50)],
           now() - make_interval(mins => g * 37), now() - make_interval(mins => g * 37)
      from generate_series(1, ${POSTS}) g`);
  await db().execute(sql`analyze`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function measure(base: string, label: string, p: string) {
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await fetch(base + p);
    body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  }
  console.log(
    `${label.padEnd(36)} median ${median(times).toFixed(1).padStart(7)} ms  (first ${times[0].toFixed(0).padStart(4)} ms)  ${kb(body.length).padStart(9)} raw  ${kb(gzipSync(body).length).padStart(8)} gzip`,
  );
}

const pg = await createPgDatabase();
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
// The built app opens the database; this script's own copy of the app's modules seeds it.
const database = await prepareDatabase(edgeApiOf(build), pg?.url ?? "memory://");
setDatabase(database.connection);
const seedStart = performance.now();
await seed();
console.log(
  `${getConnection().kind}: seeded ${POSTS} posts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs each`,
);

const app = createApp({
  build,
  clientDir: path.join(buildDir, "client"),
  logger: pino({ level: "warn" }),
  mode: "production",
  https: false,
  trustProxy: false,
});
const server = app.listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// One request to each first, so the figures are of a warm server (compiled code, warm caches).
for (const p of [
  "/blog?page=2",
  "/blog",
  "/blog/financial-leadership-note-3",
  "/api/blog-posts",
  "/blog/rss.xml",
])
  await fetch(base + p).then((r) => r.arrayBuffer());

await measure(base, "/blog first page, rendered", "/blog?page=1");
await measure(base, "/blog first page, from the page cache", "/blog");
await measure(base, "/blog page 400, rendered", "/blog?page=400");
await measure(base, "/blog?category=strategy, rendered", "/blog?category=strategy");
await measure(base, "/blog?q=part 4242 (content search)", "/blog?q=part%204242");
await measure(base, "/blog/{slug}, from the page cache", "/blog/financial-leadership-note-2");
await measure(base, "/api/blog-posts (first 20)", "/api/blog-posts");
await measure(base, "/api/blog-posts?page=200&pageSize=25", "/api/blog-posts?page=200&pageSize=25");
await measure(base, "/blog/rss.xml (latest 20)", "/blog/rss.xml");
await measure(base, "/sitemap.xml", "/sitemap.xml");

await new Promise((r) => server.close(r));
await getConnection().close();
await pg?.drop();
