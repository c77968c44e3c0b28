import { sql, type SQL } from "drizzle-orm";

/** The dimensions of a day's aggregates (the `dimension` column of insight_daily). */
export type InsightDimension = "total" | "page" | "source" | "campaign" | "step" | "submitted";
export type DailyAggregate = {
  day: string;
  dimension: InsightDimension;
  value: string;
  visitors: number;
  page_views: number;
};

/**
 * THE rule that turns raw events into daily aggregates, used by the rollup (stored) and by the
 * insights query (live, for the days not rolled up yet), so both count alike. Unique visitors are
 * per day (the hash changes daily), which makes the daily figures add up over any range.
 * One pass over the events (grouping sets); `where` selects the events.
 */
export function dailyAggregates(where: SQL): SQL {
  return sql`
    select day::text as day, dimension, value, visitors, page_views from (
      select day, name,
        case
          when grouping(path) = 0 then 'page'
          when grouping(source) = 0 then 'source'
          when grouping(campaign) = 0 then 'campaign'
          when grouping(step) = 0 then 'step'
          when grouping(name) = 0 then 'submitted'
          else 'total'
        end as dimension,
        case
          when grouping(path) = 0 then path
          when grouping(source) = 0 then source
          when grouping(campaign) = 0 then campaign
          when grouping(step) = 0 then step::text
          else ''
        end as value,
        count(distinct visitor)::int as visitors,
        (count(*) filter (where name = 'page_view'))::int as page_views
      from insight_events e
      where ${where}
      group by grouping sets ((day), (day, name), (day, name, path), (day, name, source),
                              (day, name, campaign), (day, name, step))
    ) g
    where value is not null and (
      dimension = 'total'
      or (dimension in ('page', 'source', 'campaign') and name = 'page_view')
      or (dimension = 'step' and name = 'assessment_step')
      or (dimension = 'submitted' and name = 'assessment_submitted')
    )`;
}

/**
 * The last day stored in insight_daily. The rollup rolls days up in order, so every event of a day
 * after it is not rolled up yet (and only those: an index range scan, not the 90 days of raw events).
 */
export const lastRolledUpDay = sql`(select coalesce(max(day), '0001-01-01'::date) from insight_daily where dimension = 'total')`;
