/**
 * npm run bench:answers [-- --assessments 100000 --runs 7]   (vite-node: the route table imports CSS)
 *
 * Seeds a fresh in-memory PGlite database (or, with TEST_DATABASE_URL, a new PostgreSQL database:
 * scripts/with-postgres.sh) with N assessments spread over a year, with varied answers, levels and
 * first touches, then calls GET /api/admin/assessments/answers's route in-process with a real admin
 * session and prints the median time per query over the runs. Not a timed test: figures go to
 * docs/performance.md (product.md §10.12 asks for 100,000 within 500 ms).
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { db, getConnection } from "../app/db/client.server";
import * as answersRoute from "../app/routes/api/admin/assessments.answers";
import { edgeApi } from "../app/edge-api.server";
import { prepareDatabase } from "../server/database";
import { adminCookie } from "../tests/setup/admin-session";
import { callRoute } from "../tests/setup/route";
import { createPgDatabase } from "../tests/system/pg";

const { values: args } = parseArgs({
  options: { assessments: { type: "string", default: "100000" }, runs: { type: "string", default: "7" } },
});
const COUNT = Number(args.assessments);
const RUNS = Number(args.runs);

/** Answers built in SQL from the row number, so the seed is one INSERT ... SELECT. */
async function seed() {
  await db().execute(sql`
    insert into people (email, sources, first_seen_at, last_activity_at)
    select 'taker' || g || '@example.com', array['assessment'], now(), now() from generate_series(1, ${COUNT}) g`);
  await db().execute(sql`
    insert into assessment_responses (name, email, company, job_title, role, team_size, training_for,
      current_acumen, data_confidence, challenges, knowledge_answers, knowledge_score, awareness_answers,
      awareness_score, topic_interests, urgency, format_preferences, recommended_level, person_id,
      attribution, created_at)
    select 'Taker ' || p.id, p.email, 'Company', 'Title', 'Operations', '51-200', 'Your team', 'Intermediate',
      'I read reports but struggle to act on them',
      (array['Managing cash flow', 'Forecasting and planning', 'Managing cash flow, Connecting my work to ROI',
             'Other', 'Building and managing budgets, Presenting to executives or the board'])[1 + p.id % 5],
      jsonb_build_object('q1', (array['Net Income','EBIT','Gross Margin','Free Cash Flow'])[1 + p.id % 4],
        'q2', (array['The company is unusually efficient','Revenue is declining','Profits aren''t converting to cash','Taxes are too low'])[1 + p.id % 4],
        'q3', (array['It might struggle with short-term bills','It is highly profitable'])[1 + p.id % 2],
        'q4', 'NPV or IRR', 'q5', 'Destroys shareholder value', 'q6', 'Cash Flow Statement',
        'q7', (array['Strong customer demand','Issues with collections or revenue timing'])[1 + p.id % 2],
        'q8', 'How quickly inventory is sold and replaced',
        'q9', (array['Share every detailed spreadsheet','Explain numbers in plain language with strategic insights'])[1 + p.id % 2]),
      5 * (p.id % 9),
      jsonb_build_object('q1', 1 + p.id % 5, 'q2', 1 + p.id % 4, 'q3', 1 + p.id % 3, 'q4', 3, 'q5', 1 + p.id % 5),
      15,
      jsonb_build_object('statements', 1 + p.id % 5, 'budgeting', 1 + p.id % 4, 'strategic', 3,
        'communication', 4, 'investment', 1 + p.id % 3, 'presenting', 5),
      'Just exploring', 'Group coaching', 1 + p.id % 3, p.id,
      case p.id % 4 when 0 then '{"utm_source":"linkedin"}'::jsonb
                    when 1 then '{"referrer":"https://www.google.com/"}'::jsonb
                    else '{}'::jsonb end,
      now() - make_interval(mins => (p.id * 5) % 525600)
    from people p`);
  await db().execute(sql`analyze`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label: string, query: string, cookie: string) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await callRoute(answersRoute, {
      path: `/api/admin/assessments/answers?${query}`,
      headers: { cookie },
    });
    const body = (await res.json()) as { count: number };
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${query} answered ${res.status}`);
    count = body.count;
  }
  console.log(
    `${label.padEnd(40)} median ${median(times).toFixed(0).padStart(5)} ms  max ${Math.max(...times)
      .toFixed(0)
      .padStart(5)} ms  (${count} assessments)`,
  );
}

const pg = await createPgDatabase();
await prepareDatabase(edgeApi, pg?.url ?? "memory://");
const seedStart = performance.now();
await seed();
console.log(
  `${getConnection().kind}: seeded ${COUNT} assessments in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs each`,
);
const cookie = await adminCookie();
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
await measure("a year (every assessment)", `from=${yearAgo}&to=${today}`, cookie);
await measure("the last 30 days (default)", "", cookie);
await measure("a year, level 2", `from=${yearAgo}&to=${today}&level=2`, cookie);
await measure("a year, source linkedin", `from=${yearAgo}&to=${today}&source=linkedin`, cookie);
await measure(
  "a year, source google.com, level 3",
  `from=${yearAgo}&to=${today}&source=google.com&level=3`,
  cookie,
);
await getConnection().close();
await pg?.drop();
