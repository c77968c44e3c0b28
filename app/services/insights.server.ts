import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { dayFromNumber, dayNumber, type InsightsRange } from "~/schemas/insights-range";
import { trafficCampaign, trafficSource } from "~/utils/traffic-source";
import { dailyAggregates, lastRolledUpDay, type DailyAggregate } from "./insights-aggregates.server";
import { leadTouches } from "./insights-leads.server";

const TOP = 20;

export type Insights = {
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
  referrers: Array<{ source: string; visitors: number; leads: number }>;
  campaigns: Array<{ campaign: string; visitors: number; leads: number }>;
  leadsByForm: Array<{ form: string; leads: number }>;
  funnel: Array<{ step: number; reached: number }>;
  submitted: number;
};

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
  const [rows, leads] = await Promise.all([dailyRows(range), leadTouches(range)]);
  const days = new Map<string, Insights["byDay"][number]>();
  for (let n = dayNumber(range.from); n <= dayNumber(range.to); n++) {
    const date = dayFromNumber(n);
    days.set(date, { date, visitors: 0, pageViews: 0, leads: 0, leadsByForm: {} });
  }
  const pages = new Map<string, number>();
  const sources = new Map<string, number>();
  const campaigns = new Map<string, number>();
  const steps = new Map<string, number>();
  let submitted = 0;
  for (const r of rows) {
    const visitors = Number(r.visitors);
    if (r.dimension === "total") {
      const day = days.get(r.day)!;
      day.visitors += visitors;
      day.pageViews += Number(r.page_views);
    } else if (r.dimension === "page") add(pages, r.value, Number(r.page_views));
    else if (r.dimension === "source") add(sources, r.value, visitors);
    else if (r.dimension === "campaign") add(campaigns, r.value, visitors);
    else if (r.dimension === "step") add(steps, r.value, visitors);
    else if (r.dimension === "submitted") submitted += visitors;
  }

  const forms = new Map<string, number>();
  const leadSources = new Map<string, number>();
  const leadCampaigns = new Map<string, number>();
  for (const lead of leads) {
    add(forms, lead.form, 1);
    add(leadSources, trafficSource(lead), 1);
    const campaign = trafficCampaign(lead);
    if (campaign) add(leadCampaigns, campaign, 1);
    const day = days.get(lead.day);
    if (day) {
      day.leads += 1;
      day.leadsByForm[lead.form] = (day.leadsByForm[lead.form] ?? 0) + 1;
    }
  }
  for (const source of leadSources.keys()) if (!sources.has(source)) sources.set(source, 0);
  for (const campaign of leadCampaigns.keys()) if (!campaigns.has(campaign)) campaigns.set(campaign, 0);

  const byDay = [...days.values()];
  return {
    ...range,
    visitors: byDay.reduce((sum, d) => sum + d.visitors, 0),
    pageViews: byDay.reduce((sum, d) => sum + d.pageViews, 0),
    byDay,
    topPages: top(pages)
      .slice(0, TOP)
      .map(([path, pageViews]) => ({ path, pageViews })),
    referrers: top(sources)
      .slice(0, TOP)
      .map(([source, visitors]) => ({ source, visitors, leads: leadSources.get(source) ?? 0 })),
    campaigns: top(campaigns)
      .slice(0, TOP)
      .map(([campaign, visitors]) => ({ campaign, visitors, leads: leadCampaigns.get(campaign) ?? 0 })),
    leadsByForm: top(forms).map(([form, leads]) => ({ form, leads })),
    funnel: [1, 2, 3, 4, 5].map((step) => ({ step, reached: steps.get(String(step)) ?? 0 })),
    submitted,
  };
}
