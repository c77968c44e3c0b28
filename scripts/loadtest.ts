/**
 * npm run loadtest [-- --seconds 60 --concurrency 16 --requests 10000]
 *
 * Starts the built server on a fresh database (PGlite in a temp folder, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL, e.g. through scripts/with-postgres.sh), drives mixed traffic
 * on loopback for a fixed time at a fixed concurrency, prints requests per second and p50/p95/p99
 * latency per kind, and fails when any answer is a 5xx or an acknowledged submission is missing from
 * the database or stored twice. Each request carries its own X-Forwarded-For (TRUST_PROXY=1) so that
 * many simulated visitors are measured, not the per-address rate limit.
 */
import { parseArgs } from "node:util";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { libraryResources } from "../app/content/resource-library";
import { validSubmission } from "../tests/integration/assessment-fixture";
import { removeTempDirs, startServer, tempDir } from "../tests/system/server-process";
import { createPgDatabase } from "../tests/system/pg";
import { solvedTokenFrom } from "../tests/setup/captcha-client";
import { ensureBuild } from "../server/build";
import { LOAD_ADMIN, publishPosts, rssMb } from "./load-fixture";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: process.env.LOADTEST_SECONDS ?? "60" },
    concurrency: { type: "string", default: process.env.LOADTEST_CONCURRENCY ?? "16" },
    /** Stops after this many requests (or at --seconds, whichever comes first): the memory budget's run. */
    requests: { type: "string", default: "0" },
  },
});
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const REQUESTS = Number(args.requests) || Infinity;

const PAGES = [
  "/",
  "/training-programs",
  "/about",
  "/contact",
  "/blog",
  "/consultation",
  "/webinar",
  "/resources",
  "/free-resources",
  "/assessment",
  "/privacy-policy",
  "/terms-of-service",
];

type Kind = "page" | "blog-read" | "newsletter" | "contact" | "webinar" | "resource-request" | "assessment";
// Mix by weight: mostly reading, as on the real site.
const MIX: Array<[Kind, number]> = [
  ["page", 45],
  ["blog-read", 15],
  ["newsletter", 10],
  ["contact", 5],
  ["webinar", 5],
  ["resource-request", 8],
  ["assessment", 12],
];

type Stats = { latencies: number[]; status: Map<number, number>; networkErrors: number };
const stats = new Map<Kind, Stats>();
const acked = {
  newsletter: [] as string[],
  contact: [] as string[],
  webinar: [] as string[],
  "resource-request": [] as string[],
  assessment: [] as string[],
};
let seq = 0;

function pickKind(): Kind {
  let r = Math.random() * MIX.reduce((s, [, w]) => s + w, 0);
  for (const [kind, w] of MIX) if ((r -= w) < 0) return kind;
  return "page";
}

function record(kind: Kind, ms: number, status: number | "error") {
  const s: Stats = stats.get(kind) ?? { latencies: [], status: new Map(), networkErrors: 0 };
  stats.set(kind, s);
  if (status === "error") s.networkErrors++;
  else {
    s.latencies.push(ms);
    s.status.set(status, (s.status.get(status) ?? 0) + 1);
  }
}

async function timed(kind: Kind, url: string, init: RequestInit = {}) {
  const n = ++seq;
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
  if (init.body) headers.set("content-type", "application/json");
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(15_000) });
    const body = await res.text();
    record(kind, performance.now() - t0, res.status);
    return { status: res.status, body };
  } catch {
    record(kind, performance.now() - t0, "error");
    return { status: 0, body: "" };
  }
}

async function oneRequest(base: string, slugs: string[]) {
  const kind = pickKind();
  const id = `${Date.now().toString(36)}-${++seq}`;
  const post = (p: string, body: unknown) =>
    timed(kind, `${base}${p}`, { method: "POST", body: JSON.stringify(body) });
  switch (kind) {
    case "page":
      return void (await timed(kind, `${base}${PAGES[seq % PAGES.length]}`));
    case "blog-read":
      return void (await timed(kind, `${base}/blog/${slugs[seq % slugs.length]}`));
    case "newsletter": {
      const email = `reader-${id}@example.com`;
      if ((await post("/api/newsletter-subscribe", { email })).status === 200) acked.newsletter.push(email);
      return;
    }
    case "contact": {
      const email = `buyer-${id}@example.com`;
      const res = await post("/api/contact-inquiry", {
        fullName: "Load Test",
        workEmail: email,
        companyName: "Loadtest Inc",
        role: "cfo",
        companySize: "51-200",
        trainingInterest: ["custom-team-training"],
        timeline: "30-days",
        needsDescription: "Budget literacy for managers.",
        captchaToken: await solvedTokenFrom(base),
      });
      if (res.status >= 200 && res.status < 300) acked.contact.push(email);
      return;
    }
    case "webinar": {
      const email = `attendee-${id}@example.com`;
      const res = await post("/api/leads", { name: "Load Test", email, leadType: "webinar" });
      if (res.status >= 200 && res.status < 300) acked.webinar.push(email);
      return;
    }
    case "resource-request": {
      const email = `learner-${id}@example.com`;
      const r = libraryResources[seq % libraryResources.length];
      const res = await post("/api/resource-request", {
        name: "Load Test",
        email,
        resourceTitle: r.title,
        resourceType: r.type,
        resourceCategory: r.category,
      });
      if (res.status >= 200 && res.status < 300) acked["resource-request"].push(email);
      return;
    }
    case "assessment": {
      const res = await post("/api/assessment", validSubmission({ email: `taker-${id}@example.com` }));
      if (res.status >= 200 && res.status < 300)
        acked.assessment.push((JSON.parse(res.body) as { id: string }).id);
      return;
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

async function verifyStored(databaseUrl: string) {
  const conn = await openDatabase(databaseUrl);
  const problems: string[] = [];
  try {
    const check = async (name: keyof typeof acked, query: ReturnType<typeof sql>) => {
      const rows = ((await conn.db.execute(query)) as unknown as { rows: Array<{ k: string; n: number }> })
        .rows;
      const counts = new Map(rows.map((r) => [String(r.k), Number(r.n)]));
      for (const key of acked[name]) {
        const n = counts.get(key) ?? 0;
        if (n !== 1) problems.push(`${name} ${key}: stored ${n} times`);
      }
    };
    await check("newsletter", sql`select lower(email) k, count(*) n from newsletter_subscribers group by 1`);
    await check("contact", sql`select lower(work_email) k, count(*) n from contact_inquiries group by 1`);
    await check(
      "webinar",
      sql`select lower(email) k, count(*) n from leads where lead_type = 'webinar' group by 1`,
    );
    await check("resource-request", sql`select lower(email) k, count(*) n from resource_requests group by 1`);
    await check("assessment", sql`select id::text k, count(*) n from assessment_responses group by 1`);
  } finally {
    await conn.close();
  }
  return problems;
}

async function main() {
  ensureBuild(path.resolve(process.env.BUILD_DIR ?? "build"));
  const pgDb = await createPgDatabase();
  const dataDir = tempDir("loadtest-");
  const databaseUrl = pgDb?.url ?? path.join(dataDir, "db");
  const server = await startServer({
    databaseUrl,
    dataDir,
    env: { TRUST_PROXY: "1", ADMIN_EMAIL: LOAD_ADMIN.email, ADMIN_PASSWORD: LOAD_ADMIN.password },
  });
  const rssStarted = await rssMb(server.child.pid);
  const { slugs } = await publishPosts(server);
  console.log(
    `Load test: ${SECONDS} s, concurrency ${CONCURRENCY}, database ${pgDb ? "PostgreSQL" : "PGlite"}`,
  );
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  let issued = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline && issued++ < REQUESTS) await oneRequest(server.url, slugs);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const rss = await rssMb(server.child.pid);
  await server.stop();

  let total = 0;
  let fiveHundreds = 0;
  let networkErrors = 0;
  const rows: string[] = [
    "| kind | requests | req/s | p50 ms | p95 ms | p99 ms | statuses |",
    "|---|---:|---:|---:|---:|---:|---|",
  ];
  for (const [kind] of MIX) {
    const s = stats.get(kind);
    if (!s) continue;
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const n = sorted.length + s.networkErrors;
    total += n;
    networkErrors += s.networkErrors;
    for (const [code, c] of s.status) if (code >= 500) fiveHundreds += c;
    const statuses =
      [...s.status]
        .sort(([a], [b]) => a - b)
        .map(([c, k]) => `${c}×${k}`)
        .join(" ") + (s.networkErrors ? ` error×${s.networkErrors}` : "");
    rows.push(
      `| ${kind} | ${n} | ${(n / elapsed).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${statuses} |`,
    );
  }
  rows.push(
    `| **all** | ${total} | ${(total / elapsed).toFixed(1)} | | | | 5xx: ${fiveHundreds}, network errors: ${networkErrors} |`,
  );
  console.log(rows.join("\n"));
  console.log(`Server RSS: ${rssStarted ?? "?"} MB after start, ${rss ?? "?"} MB after the run`);

  const problems = await verifyStored(databaseUrl);
  const ackedCount = Object.values(acked).reduce((s, a) => s + a.length, 0);
  console.log(
    `Acknowledged submissions: ${ackedCount}; missing or duplicated in the database: ${problems.length}`,
  );
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  await pgDb?.drop();
  removeTempDirs();
  if (fiveHundreds > 0 || networkErrors > 0 || problems.length > 0) {
    console.error("Load test FAILED");
    process.exit(1);
  }
  console.log("Load test passed");
}

await main();
