/**
 * npx tsx scripts/insights-benchmark.ts [--events 1000000]             (in-memory PGlite)
 * scripts/with-postgres.sh npx tsx scripts/insights-benchmark.ts        (a throwaway PostgreSQL)
 *
 * Seeds N raw insights events over the last 90 days in one INSERT … SELECT generate_series, then
 * times the Insights view's query (app/features/insights/insights.server.ts) before the rollup (every day
 * read raw: the worst case), the rollup itself, and the query after it (the normal case: days
 * before yesterday come from insight_daily). Figures go to docs/performance.md.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { db, getConnection, migrateDatabase, openDatabase, setDatabase } from "../app/db/client.server";
import { dayFromNumber, dayNumber } from "../app/features/insights/range-schema";
import { insightsFor } from "../app/features/insights/insights.server";
import { rollUpInsights } from "../app/features/insights/rollup.server";
import { siteDay } from "../app/utils/dates";
import { MIGRATIONS_DIR } from "../server/database";

const { values } = parseArgs({ options: { events: { type: "string", default: "1000000" } } });
const EVENTS = Number(values.events);
const RUNS = 3;

async function open() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    return { conn: await openDatabase("memory://"), label: "PGlite (in memory)", drop: async () => {} };
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { conn: await openDatabase(url.toString()), label: "PostgreSQL", drop };
}

async function time<T>(what: string, fn: () => Promise<T>, runs = RUNS) {
  const ms: number[] = [];
  let result: T | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = await fn();
    ms.push(performance.now() - start);
  }
  const median = ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)];
  console.log(`| ${what} | ${Math.round(median)} ms | ${ms.map((m) => Math.round(m)).join(", ")} |`);
  return result as T;
}

const { conn, label, drop } = await open();
setDatabase(conn);
await migrateDatabase(conn, MIGRATIONS_DIR);
const today = siteDay();
const last = (n: number) => ({ from: dayFromNumber(dayNumber(today) - n + 1), to: today });

// ~4 events per visitor and day, 12 pages, 8 sources, 6 campaigns, a funnel that narrows.
const seedStart = performance.now();
await db().execute(sql`
  insert into insight_events (day, name, path, source, campaign, step, visitor)
  select ${today}::date - ((g / 4) % 90)::int,
    case when g % 10 = 3 then 'assessment_step' when g % 50 = 7 then 'assessment_submitted' else 'page_view' end,
    (array['/', '/about', '/training-programs', '/assessment', '/contact', '/webinar', '/blog',
      '/blog/reading-a-p-and-l', '/resources', '/free-resources', '/consultation', '/privacy-policy'])[1 + g % 12],
    (array['direct', 'google.com', 'linkedin', 'bing.com', 'newsletter', 'duckduckgo.com', 'x.com', 'webinar'])[1 + (g / 4) % 8],
    case when (g / 4) % 3 = 0 then 'campaign-' || ((g / 4) % 6) end,
    case when g % 10 = 3 then 1 + ((g / 4) % 7) % 5 end,
    g / 4
  from generate_series(0, ${EVENTS - 1}) g`);
console.log(
  `\n${label}: ${EVENTS.toLocaleString("en-US")} raw events seeded in ${Math.round(performance.now() - seedStart)} ms\n`,
);
await db().execute(sql`analyze insight_events`);

console.log("| step | median | runs |\n| --- | --- | --- |");
await time("insights, last 90 days, all raw (before any rollup)", () => insightsFor(last(90)));
await time("rollup of 88 days (once)", () => rollUpInsights(), 1);
await db().execute(sql`analyze insight_daily`);
const result = await time("insights, last 90 days, after the rollup", () => insightsFor(last(90)));
await time("insights, last 30 days, after the rollup", () => insightsFor(last(30)));
await time("insights, last 7 days, after the rollup", () => insightsFor(last(7)));
console.log(
  `\nchecks: ${result.pageViews.toLocaleString("en-US")} page views, ${result.visitors.toLocaleString("en-US")} visitors in 90 days`,
);

await getConnection().close();
await drop();
