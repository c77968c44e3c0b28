import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { dayFromNumber, dayNumber, type InsightsRange } from "~/features/insights/range-schema";
import { trafficCampaign, trafficSource } from "~/utils/traffic-source";
import { dailyAggregates, lastRolledUpDay, type DailyAggregate } from "./aggregates.server";
import { leadTouches } from "./leads.server";
import { salesTouches } from "./sales.server";
import { INSIGHTS_TOP } from "./limits";

/** (product.md §10.7) besides the range's totals of the sales funnel (revenue in US dollars). */
export type Insights = Omit<Steps, "visitors"> & {
  from: string;
  to: string;
  visitors: number;
  pageViews: number;
  byDay: Array<{
    date: string;
    visitors: number;
    pageViews: number;
    leads: number;
    leadsByForm: Record<string, number>;
  }>;
  topPages: Array<{ path: string; pageViews: number }>;
  referrers: Array<{ source: string } & Steps>;
  campaigns: Array<{ campaign: string } & Steps>;
  /** (product.md §10.7) by the first-touch landing page (visitors: unique visitors who viewed that page). */
  landingPages: Array<{ page: string } & Steps>;
  leadsByForm: Array<{ form: string; leads: number }>;
  funnel: Array<{ step: number; reached: number }>;
  submitted: number;
};

/**
 * The steps of the sales funnel for one source, campaign or landing page (product.md §10.7): visitors, leads
 * (form submissions), people who booked a call, people closed, and the revenue of their deals in US
 * dollars, each credited to the first touch.
 */
export type Steps = {
  visitors: number;
  leads: number;
  booked: number;
  closed: number;
  /** Money (product.md §10.14): card + invoices + typed, refunds subtracted. */
  revenue: number;
  /** Paid by card for seats, less refunds. */
  cardRevenue: number;
  /** Invoices paid. */
  invoiceRevenue: number;
  /** Deal values typed by hand that no payment accounts for. */
  typedRevenue: number;
};

const noSteps = (): Steps => ({
  visitors: 0,
  leads: 0,
  booked: 0,
  closed: 0,
  revenue: 0,
  cardRevenue: 0,
  invoiceRevenue: 0,
  typedRevenue: 0,
});
const MONEY = ["revenue", "cardRevenue", "invoiceRevenue", "typedRevenue"] as const;
const inDollars = <S extends Steps>(s: S): S => ({
  ...s,
  ...Object.fromEntries(MONEY.map((k) => [k, cents(s[k])])),
});

/** Tallies of steps by key (a source, a campaign, a landing page). */
class StepTally {
  readonly rows = new Map<string, Steps>();
  add(key: string, step: keyof Steps, n: number) {
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = noSteps()));
    row[step] += n;
  }
  /** The INSIGHTS_TOP by visitors, and any other key with people booked or closed. */
  ranked<K extends string>(name: K): Array<Record<K, string> & Steps> {
    // By visitors, then by name.
    const order = [...this.rows].sort(([ka, a], [kb, b]) => b.visitors - a.visitors || ka.localeCompare(kb));
    const kept = order.filter(
      ([, r], i) => i < INSIGHTS_TOP || r.booked > 0 || r.closed > 0 || r.revenue !== 0,
    );
    return kept.map(([key, r]) => ({ [name]: key, ...inDollars(r) }) as Record<K, string> & Steps);
  }
}

/** Revenue is tallied in cents (exact), answered in dollars. */
const cents = (n: number) => n / 100;

/** The path of a landing page as attribution keeps it ("/blog?utm_source=x" is "/blog"). */
const landingPath = (page: string | null | undefined) => page?.split(/[?#]/)[0].slice(0, 500) || undefined;

/** The range's daily aggregates: stored rollups, plus the not yet rolled-up days computed live. */
async function dailyRows({ from, to }: InsightsRange): Promise<DailyAggregate[]> {
  const result = await db().execute(sql`
    select day::text as day, dimension, value, visitors, page_views from insight_daily
    where day between ${from}::date and ${to}::date
    union all
    ${dailyAggregates(sql`e.day between ${from}::date and ${to}::date and e.day > ${lastRolledUpDay}`)}`);
  return (result as unknown as { rows: DailyAggregate[] }).rows;
}

/** Adds `n` to the tally of `key`. */
function add(map: Map<string, number>, key: string, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** Everything the Insights view shows for a range (GET /api/admin/insights). */
export async function insightsFor(range: InsightsRange): Promise<Insights> {
  const [rows, leads, sales] = await Promise.all([dailyRows(range), leadTouches(range), salesTouches(range)]);
  const days = new Map<string, Insights["byDay"][number]>();
  for (let n = dayNumber(range.from); n <= dayNumber(range.to); n++) {
    const date = dayFromNumber(n);
    days.set(date, { date, visitors: 0, pageViews: 0, leads: 0, leadsByForm: {} });
  }
  const pages = new Map<string, number>();
  const sources = new StepTally();
  const campaigns = new StepTally();
  const landings = new StepTally();
  const steps = new Map<string, number>();
  let submitted = 0;
  for (const r of rows) {
    const visitors = Number(r.visitors);
    if (r.dimension === "total") {
      const day = days.get(r.day)!;
      day.visitors += visitors;
      day.pageViews += Number(r.page_views);
    } else if (r.dimension === "page") {
      add(pages, r.value, Number(r.page_views));
      landings.add(r.value, "visitors", visitors);
    } else if (r.dimension === "source") sources.add(r.value, "visitors", visitors);
    else if (r.dimension === "campaign") campaigns.add(r.value, "visitors", visitors);
    else if (r.dimension === "step") add(steps, r.value, visitors);
    else if (r.dimension === "submitted") submitted += visitors;
  }

  // Leads, bookings and deals, each credited to its first touch by the one source rule.
  const credit = (
    touch: {
      utm_source: string | null;
      referrer: string | null;
      utm_campaign: string | null;
      landing_page: string | null;
    },
    step: keyof Steps,
    n: number,
  ) => {
    sources.add(trafficSource(touch), step, n);
    const campaign = trafficCampaign(touch);
    if (campaign) campaigns.add(campaign, step, n);
    const landing = landingPath(touch.landing_page);
    if (landing) landings.add(landing, step, n);
  };
  const forms = new Map<string, number>();
  for (const lead of leads) {
    add(forms, lead.form, 1);
    credit(lead, "leads", 1);
    const day = days.get(lead.day);
    if (day) {
      day.leads += 1;
      day.leadsByForm[lead.form] = (day.leadsByForm[lead.form] ?? 0) + 1;
    }
  }
  let booked = 0;
  let closed = 0;
  const money = { revenue: 0, cardRevenue: 0, invoiceRevenue: 0, typedRevenue: 0 };
  const kindOf = { closed: "typedRevenue", card: "cardRevenue", invoice: "invoiceRevenue" } as const;
  for (const sale of sales) {
    if (sale.step === "booked") {
      booked += 1;
      credit(sale, "booked", 1);
      continue;
    }
    if (sale.step === "closed") {
      closed += 1;
      credit(sale, "closed", 1);
    }
    const value = Number(sale.value_cents ?? 0);
    money.revenue += value;
    money[kindOf[sale.step]] += value;
    credit(sale, "revenue", value);
    credit(sale, kindOf[sale.step], value);
  }

  const byDay = [...days.values()];
  return {
    ...range,
    visitors: byDay.reduce((sum, d) => sum + d.visitors, 0),
    pageViews: byDay.reduce((sum, d) => sum + d.pageViews, 0),
    byDay,
    topPages: top(pages)
      .slice(0, INSIGHTS_TOP)
      .map(([path, pageViews]) => ({ path, pageViews })),
    referrers: sources.ranked("source"),
    campaigns: campaigns.ranked("campaign"),
    landingPages: landings.ranked("page"),
    leadsByForm: top(forms).map(([form, leads]) => ({ form, leads })),
    funnel: [1, 2, 3, 4, 5].map((step) => ({ step, reached: steps.get(String(step)) ?? 0 })),
    submitted,
    leads: leads.length,
    booked,
    closed,
    revenue: cents(money.revenue),
    cardRevenue: cents(money.cardRevenue),
    invoiceRevenue: cents(money.invoiceRevenue),
    typedRevenue: cents(money.typedRevenue),
  };
}
