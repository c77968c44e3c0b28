import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { InsightsRange } from "~/features/insights/range-schema";
import { siteTimeZone } from "~/utils/dates";

/** A person who booked a call, or closed, in the range, with their first-touch attribution. */
export type SalesTouch = {
  step: "booked" | "closed";
  utm_source: string | null;
  referrer: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  /** The deal's value in US cents (closed only; null when none was recorded). */
  value_cents: number | null;
};

/**
 * The range's (site time zone) booked and closed people, each once, credited to their first touch
 * (the person's attribution: a booking under a new e-mail carries the UTM the site passed to the
 * scheduler). Booked: a call booked in the range that is still on or was moved (a call cancelled for
 * good does not count). Closed: a deal dated in the range whose person is still closed.
 */
export async function salesTouches({ from, to }: InsightsRange): Promise<SalesTouch[]> {
  const start = sql`(${from}::date::timestamp at time zone ${siteTimeZone()})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${siteTimeZone()})`;
  const attribution = sql`p.attribution->>'utm_source' as utm_source, p.attribution->>'referrer' as referrer,
    p.attribution->>'utm_campaign' as utm_campaign, p.attribution->>'landingPage' as landing_page`;
  const result = await db().execute(sql`
    select 'booked' as step, ${attribution}, null::int as value_cents
    from people p
    -- Driven by the range's bookings (their booked_at index), not by every person.
    where p.id in (
      select b.person_id from bookings b
      where b.booked_at >= ${start} and b.booked_at < ${end}
        and (b.status = 'scheduled' or b.rescheduled_to is not null))
    union all
    select 'closed' as step, ${attribution}, d.value_cents
    from deals d join people p on p.id = d.person_id
    where p.status = 'closed' and d.closed_at >= ${start} and d.closed_at < ${end}`);
  return (result as unknown as { rows: SalesTouch[] }).rows;
}
