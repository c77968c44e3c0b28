/**
 * npm run bench:people [-- --people 50000 --runs 7]   (vite-node: the route table imports CSS)
 *
 * Seeds a fresh in-memory PGlite database (or, with TEST_DATABASE_URL, a new PostgreSQL database)
 * with N people, each with a newsletter subscription, then calls GET /api/admin/people's route
 * handler in-process with a real admin session and prints, per query, the median response time over
 * the runs and the body size (raw and gzip). Not a timed test: figures go to docs/performance.md.
 */
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { db, getConnection } from "../app/db/client.server";
import * as peopleRoute from "../app/routes/api/admin/people";
import { edgeApi } from "../app/edge-api.server";
import { prepareDatabase } from "../server/database";
import { adminCookie } from "../tests/setup/admin-session";
import { callRoute } from "../tests/setup/route";
import { createPgDatabase } from "../tests/system/pg";

const { values: args } = parseArgs({
  options: { people: { type: "string", default: "50000" }, runs: { type: "string", default: "7" } },
});
const PEOPLE = Number(args.people);
const RUNS = Number(args.runs);

async function seed() {
  await db().execute(sql`
    insert into people (email, name, company, role, status, sources, first_seen_at, last_activity_at)
    select 'person' || g || '@example.com', 'Person ' || g, 'Company ' || (g % 997), 'Role ' || (g % 13),
           (array['lead','contacted','sent_proposal','closed','not_interested','follow_up'])[1 + g % 6],
           array['newsletter'], now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 3)
      from generate_series(1, ${PEOPLE}) g`);
  await db().execute(sql`
    insert into newsletter_subscribers (email, unsubscribe_token, person_id, subscribed_at)
    select email, md5(email), id, first_seen_at from people`);
  await db().execute(sql`analyze`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label: string, mod: object, path: string, cookie: string) {
  const times: number[] = [];
  let body = Buffer.alloc(0);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await callRoute(mod as never, { path, headers: { cookie } });
    body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `${label.padEnd(34)} median ${median(times).toFixed(0).padStart(5)} ms   ${kb(body.length).padStart(9)} raw  ${kb(gzipSync(body).length).padStart(8)} gzip`,
  );
}

const pg = await createPgDatabase();
await prepareDatabase(edgeApi, pg?.url ?? "memory://");
const seedStart = performance.now();
await seed();
console.log(
  `${getConnection().kind}: seeded ${PEOPLE} people in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs each`,
);
const cookie = await adminCookie();
await measure("first page (25)", peopleRoute, "/api/admin/people", cookie);
await measure("first page (100)", peopleRoute, "/api/admin/people?pageSize=100", cookie);
await measure("page 1000 (25)", peopleRoute, "/api/admin/people?page=1000", cookie);
await measure("search q=company 42", peopleRoute, "/api/admin/people?q=company%2042", cookie);
await measure(
  "status=closed&source=newsletter",
  peopleRoute,
  "/api/admin/people?status=closed&source=newsletter",
  cookie,
);
await measure("CSV of everyone (streamed)", peopleRoute, "/api/admin/people?format=csv", cookie);
await getConnection().close();
await pg?.drop();
