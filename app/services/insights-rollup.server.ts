import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteDay } from "~/utils/dates";
import { dailyAggregates, notRolledUp } from "./insight-aggregates.server";
import { deleteOldSalts } from "./insight-events.server";

/** Raw events are kept this many days; their daily aggregates are kept for good. */
export const RAW_EVENT_DAYS = 90;

/**
 * Rolls every finished day up into insight_daily, then deletes raw events older than 90 days, in
 * one transaction. Yesterday waits a day more, so an event written around midnight is not missed.
 * Idempotent and safe on several instances at once (a day's rows are the same whoever writes them).
 */
export async function rollUpInsights(now = new Date()) {
  const today = siteDay(now);
  await db().transaction(async (tx) => {
    await tx.execute(sql`
      insert into insight_daily (day, dimension, value, visitors, page_views)
      select day::date, dimension, value, visitors, page_views
      from (${dailyAggregates(sql`e.day < ${today}::date - 1 and ${notRolledUp}`)}) a
      on conflict do nothing`);
    await tx.execute(sql`delete from insight_events where day < ${today}::date - ${RAW_EVENT_DAYS}::int`);
  });
  await deleteOldSalts(today);
}

/** Hourly in the background job runner (app/services/background-jobs.server.ts). */
export const insightsRollupJob = {
  name: "insights-rollup",
  everyMs: 60 * 60 * 1000,
  run: () => rollUpInsights(),
};
