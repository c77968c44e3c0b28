import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { insightDaily, insightEvents, leads, newsletterSubscribers } from "~/db/schema";
import * as route from "~/routes/api/admin/insights";
import { dayFromNumber, dayNumber } from "~/features/insights/range-schema";
import { recordEvent } from "~/features/insights/events.server";
import { rollUpInsights } from "~/features/insights/rollup.server";
import { siteDay } from "~/utils/dates";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { personOf } from "../setup/admin-fixtures";

setupTestDatabase();

const today = siteDay();
const daysAgo = (n: number) => dayFromNumber(dayNumber(today) - n);
// Noon UTC is the same calendar day in Los Angeles.
const at = (day: string) => new Date(`${day}T20:00:00Z`);

let cookie: string;
const get = (query: string, withCookie = true) =>
  callRoute(route, { path: `/api/admin/insights${query}`, headers: withCookie ? { cookie } : {} });

type Visit = {
  ip: string;
  day: string;
  pages: string[];
  source?: { utm_source?: string; referrer?: string; utm_campaign?: string };
  steps?: number;
  submitted?: boolean;
};

async function visit({ ip, day, pages, source = {}, steps = 0, submitted = false }: Visit) {
  const origin = { clientIp: ip, userAgent: "Mozilla/5.0 Firefox/140.0", site: "localhost", now: at(day) };
  for (const path of pages) await recordEvent({ name: "page_view", path, ...source }, origin);
  for (let step = 1; step <= steps; step++)
    await recordEvent({ name: "assessment_step", path: "/assessment", step, ...source }, origin);
  if (submitted) await recordEvent({ name: "assessment_submitted", path: "/assessment", ...source }, origin);
}

beforeAll(async () => {
  cookie = await adminCookie();
  const linkedin = { utm_source: "LinkedIn", utm_campaign: "fall-webinar" };
  for (const ago of [0, 1, 5, 20, 100]) {
    const day = daysAgo(ago);
    await visit({ ip: "192.0.2.1", day, pages: ["/", "/about", "/"], source: linkedin, steps: 3 });
    await visit({
      ip: "192.0.2.2",
      day,
      pages: ["/blog"],
      source: { referrer: "https://www.google.com/search" },
      steps: 5,
      submitted: true,
    });
    await visit({ ip: "192.0.2.3", day, pages: ["/"] });
  }
  await db()
    .insert(newsletterSubscribers)
    .values({
      email: "a@example.com",
      personId: await personOf("a@example.com", "newsletter"),
      attribution: linkedin,
      subscribedAt: at(daysAgo(5)),
    });
  await db()
    .insert(leads)
    .values({
      name: "B",
      email: "b@example.com",
      leadType: "webinar",
      personId: await personOf("b@example.com", "webinar"),
      attribution: { referrer: "https://www.google.com/" },
      createdAt: at(daysAgo(1)),
    });
});

describe("GET /api/admin/insights", () => {
  it("answers 401 without an admin session", async () => {
    expect((await get("", false)).status).toBe(401);
  });

  it("counts visitors per day, pages, sources, campaigns, the funnel and leads by first touch", async () => {
    const res = await get(`?from=${daysAgo(6)}&to=${today}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.byDay).toHaveLength(7);
    expect(body.visitors).toBe(9); // 3 visitors on each of 3 days
    expect(body.pageViews).toBe(15);
    expect(body.byDay.find((d: { date: string }) => d.date === daysAgo(1))).toMatchObject({
      visitors: 3,
      pageViews: 5,
      leads: 1,
      leadsByForm: { webinar: 1 },
    });
    expect(body.topPages).toEqual([
      { path: "/", pageViews: 9 },
      { path: "/about", pageViews: 3 },
      { path: "/blog", pageViews: 3 },
    ]);
    expect(body.referrers).toEqual([
      // booked, closed and revenue: product.md §10.7 (tests/integration/insights-sales.test.ts).
      {
        source: "direct",
        visitors: 3,
        leads: 0,
        booked: 0,
        closed: 0,
        revenue: 0,
        cardRevenue: 0,
        invoiceRevenue: 0,
        typedRevenue: 0,
      },
      {
        source: "google.com",
        visitors: 3,
        leads: 1,
        booked: 0,
        closed: 0,
        revenue: 0,
        cardRevenue: 0,
        invoiceRevenue: 0,
        typedRevenue: 0,
      },
      {
        source: "linkedin",
        visitors: 3,
        leads: 1,
        booked: 0,
        closed: 0,
        revenue: 0,
        cardRevenue: 0,
        invoiceRevenue: 0,
        typedRevenue: 0,
      },
    ]);
    expect(body.campaigns).toEqual([
      {
        campaign: "fall-webinar",
        visitors: 3,
        leads: 1,
        booked: 0,
        closed: 0,
        revenue: 0,
        cardRevenue: 0,
        invoiceRevenue: 0,
        typedRevenue: 0,
      },
    ]);
    expect(body.leadsByForm).toEqual([
      { form: "newsletter", leads: 1 },
      { form: "webinar", leads: 1 },
    ]);
    expect(body.funnel).toEqual([
      { step: 1, reached: 6 },
      { step: 2, reached: 6 },
      { step: 3, reached: 6 },
      { step: 4, reached: 3 },
      { step: 5, reached: 3 },
    ]);
    expect(body.submitted).toBe(3);
  });

  it.each([
    ["a malformed date", "?from=2026-1-01&to=2026-01-31"],
    ["an impossible date", "?from=2026-02-30&to=2026-03-01"],
    ["from after to", "?from=2026-03-02&to=2026-03-01"],
    ["only one end", "?from=2026-03-01"],
    ["a range over 366 days", "?from=2024-01-01&to=2026-01-01"],
  ])("refuses %s with 400 JSON", async (_name, query) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe("string");
  });
});

describe("the daily rollup", () => {
  const rawTotals = async () => {
    const [r] = (
      (await db()
        .execute(sql`select count(*) filter (where name = 'page_view')::int as pv, count(*)::int as events,
        count(distinct (day, visitor))::int as visitors from insight_events where day < ${today}::date - 1`)) as unknown as {
        rows: Array<{ pv: number; events: number; visitors: number }>;
      }
    ).rows;
    return r;
  };

  it("keeps the totals equal to the raw events it replaced, and deletes raw events older than 90 days", async () => {
    const range = `?from=${daysAgo(120)}&to=${today}`;
    const before = await (await get(range)).json();
    const raw = await rawTotals();
    expect(raw.pv).toBe(15); // 3 days before yesterday, 5 page views each

    await rollUpInsights();
    await rollUpInsights(); // a second run (another instance, the next hour) changes nothing

    const [rolled] = (
      (await db().execute(sql`select sum(page_views)::int as pv, sum(visitors)::int as visitors
        from insight_daily where dimension = 'total'`)) as unknown as {
        rows: Array<{ pv: number; visitors: number }>;
      }
    ).rows;
    expect(rolled).toEqual({ pv: raw.pv, visitors: raw.visitors });
    const [{ pages }] = (
      (await db().execute(
        sql`select sum(page_views)::int as pages from insight_daily where dimension = 'page'`,
      )) as unknown as {
        rows: Array<{ pages: number }>;
      }
    ).rows;
    expect(pages).toBe(raw.pv);

    // The 100-day-old events are gone; yesterday's and today's are still raw and not rolled up.
    const remaining = await db().select({ day: insightEvents.day }).from(insightEvents);
    expect(remaining.some((r) => r.day === daysAgo(100))).toBe(false);
    expect(remaining.some((r) => r.day === daysAgo(20))).toBe(true);
    const rolledDays = await db().selectDistinct({ day: insightDaily.day }).from(insightDaily);
    expect(rolledDays.map((r) => r.day).sort()).toEqual([daysAgo(100), daysAgo(20), daysAgo(5)].sort());

    // The view reads the same figures as before, whether from rollups or raw events.
    expect(await (await get(range)).json()).toEqual(before);
  });
});
