import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventRegistrations, events, eventTeams, people } from "~/db/schema";
import type { InsightsRange } from "./range-schema";
import { siteTimeZone } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { trafficSource } from "~/utils/traffic-source";

export type EventSourceRow = { event: string; eventId: number; source: string; registrations: number };

/**
 * Insights' "Registrations by event" (product.md §10.9): the seats taken in the range (site time
 * zone: a registration one, a team its seats, product.md §10.15), per event and per the registrant's first-touch source (the person's attribution, by the
 * one source rule of app/utils/traffic-source.ts). Nothing personal leaves this function.
 */
export async function registrationsByEventSource({ from, to }: InsightsRange): Promise<EventSourceRow[]> {
  const start = sql`(${from}::date::timestamp at time zone ${siteTimeZone()})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${siteTimeZone()})`;
  const firstTouch = {
    eventId: events.id,
    event: events.title,
    utmSource: sql<string | null>`${people.attribution}->>'utm_source'`,
    referrer: sql<string | null>`${people.attribution}->>'referrer'`,
  };
  // A team's attendees are within its seats (decision 0109): a team counts its seats once, named or
  // not, on the day it was bought, by its buyer's source.
  const [single, teams] = await Promise.all([
    db()
      .select({ ...firstTouch, seats: sql<number>`1` })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .innerJoin(people, eq(people.id, eventRegistrations.personId))
      .where(
        and(
          gte(eventRegistrations.createdAt, start),
          lt(eventRegistrations.createdAt, end),
          isNull(eventRegistrations.teamId),
        ),
      ),
    db()
      .select({ ...firstTouch, seats: eventTeams.seats })
      .from(eventTeams)
      .innerJoin(events, eq(events.id, eventTeams.eventId))
      .innerJoin(people, eq(people.id, eventTeams.personId))
      .where(
        and(
          gte(eventTeams.createdAt, start),
          lt(eventTeams.createdAt, end),
          eq(eventTeams.status, "confirmed"),
        ),
      ),
  ]);
  const ownHost = new URL(env().SITE_URL).hostname;
  const counts = new Map<string, EventSourceRow>();
  for (const r of [...single, ...teams]) {
    const source = trafficSource({ utm_source: r.utmSource, referrer: r.referrer }, ownHost);
    const key = `${r.eventId}\u0000${source}`;
    const row = counts.get(key) ?? { event: r.event, eventId: r.eventId, source, registrations: 0 };
    row.registrations += r.seats;
    counts.set(key, row);
  }
  return [...counts.values()].sort(
    (a, b) =>
      a.event.localeCompare(b.event) || b.registrations - a.registrations || a.source.localeCompare(b.source),
  );
}
