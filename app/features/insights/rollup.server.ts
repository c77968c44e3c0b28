import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteDay } from "~/utils/dates";
import { dayFromNumber, dayNumber } from "~/features/insights/range-schema";
import { dailyAggregates, lastRolledUpDay } from "./aggregates.server";
import { deleteOldSalts } from "./events.server";

/** Raw events are kept this many days; their daily aggregates are kept for good. */
export const RAW_EVENT_DAYS = 90;

/**
 * Rolls every finished day up into insight_daily, in order and one day per statement (short
 * transactions, even with a backlog), then deletes raw events older than 90 days. Yesterday waits a
 * day more, so an event written around midnight is not missed. Idempotent and safe on several
 * instances at once (a day's rows are the same whoever writes them).
 */
export async function rollUpInsights(now = new Date()) {
  const today = siteDay(now);
  // The first day to roll up: after the last one rolled up, and not before the oldest raw event.
  const result = await db().execute(sql`
    select greatest(${lastRolledUpDay} + 1, min(day))::text as first from insight_events having count(*) > 0`);
  const first = (result as unknown as { rows: Array<{ first: string | null }> }).rows[0]?.first;
  if (first) {
    for (let n = dayNumber(first); n < dayNumber(today) - 1; n++) {
      const day = dayFromNumber(n);
      await db().execute(sql`
        insert into insight_daily (day, dimension, value, visitors, page_views)
        select day::date, dimension, value, visitors, page_views
        from (${dailyAggregates(sql`e.day = ${day}::date`)}) a
        on conflict do nothing`);
    }
  }
  await db().execute(sql`delete from insight_events where day < ${today}::date - ${RAW_EVENT_DAYS}::int`);
  await deleteOldSalts(today);
}

/** Hourly in the background job runner (app/background-jobs.server.ts). */
export const insightsRollupJob = {
  name: "insights-rollup",
  everyMs: 60 * 60 * 1000,
  run: () => rollUpInsights(),
};
