import { and, asc, eq, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { bookings, people } from "~/db/schema";
import { now } from "~/utils/clock.server";
import { siteDay } from "~/utils/dates";

const DUE_LIMIT = 50;

/** People whose follow-up date is today or past (in the site's time zone), the oldest first. */
export async function followUpsDue(today = siteDay()) {
  return db()
    .select({
      id: people.id,
      email: people.email,
      name: people.name,
      status: people.status,
      followUpAt: people.followUpAt,
    })
    .from(people)
    .where(and(isNotNull(people.followUpAt), lte(people.followUpAt, today)))
    .orderBy(asc(people.followUpAt), asc(people.id))
    .limit(DUE_LIMIT);
}

/**
 * Speed to lead over the last `days` days: how many people arrived, and the median time from their
 * arrival to the first status change away from `lead` (null while none of them has been worked).
 */
export async function speedToLead(days = 30, now = new Date()) {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const result = await db().execute(sql`
    select count(*)::int as arrived, count(first_change.at)::int as worked,
      percentile_cont(0.5) within group (order by extract(epoch from first_change.at - p.first_seen_at))
        as median_seconds
    from people p
    left join lateral (
      select min(c.at) as at from person_status_changes c
      where c.person_id = p.id and c.from_status = 'lead'
    ) first_change on true
    where p.first_seen_at >= ${since.toISOString()}::timestamptz
      and p.first_seen_at <= ${now.toISOString()}::timestamptz`);
  type Row = { arrived: number; worked: number; median_seconds: number | string | null };
  const row = (result as unknown as { rows: Row[] }).rows[0];
  const median = row.median_seconds === null ? null : Number(row.median_seconds);
  return { days, arrived: Number(row.arrived), worked: Number(row.worked), medianSeconds: median };
}

const CALLS_LIMIT = 50;

/** Calls booked in the scheduler that start in the next `days` days (from now), the soonest first. */
export async function upcomingCalls(days = 7, from = now()) {
  const until = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  return db()
    .select({
      id: people.id,
      email: people.email,
      name: people.name,
      startsAt: bookings.startsAt,
      eventName: bookings.eventName,
    })
    .from(bookings)
    .innerJoin(people, eq(people.id, bookings.personId))
    .where(and(eq(bookings.status, "scheduled"), gte(bookings.startsAt, from), lt(bookings.startsAt, until)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(CALLS_LIMIT);
}
