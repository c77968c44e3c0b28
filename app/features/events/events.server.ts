import { and, asc, desc, eq, isNull, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { events } from "~/db/schema";
import type { EventView } from "~/content/event-view";
import type { EventRow } from "~/features/events/invites.server";
import { nextUpcomingEvent, seatsTaken } from "~/features/events/registrations.server";
import { now } from "~/utils/clock.server";
import { durationLabel, eventDateLabel, eventTimeLabel, isoInZone, sessionLine } from "~/utils/event-time";
import { programEnd, sessionEnd, withSessions } from "./sessions.server";

/** Published events as visitors see them: /webinar, /webinars/{slug}, the sitemap (product.md §10.9). */

export async function toEventView(row: EventRow, at = now()): Promise<EventView> {
  const taken = await seatsTaken(db(), row.id);
  const e = await withSessions(db(), row);
  const end = programEnd(e);
  const of = e.sessions.length;
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    summary: e.summary,
    agenda: e.agenda,
    takeaways: e.takeaways,
    host: e.host,
    dateLabel: eventDateLabel(e.startsAt, e.timeZone),
    timeLabel: eventTimeLabel(e.startsAt, e.durationMinutes, e.timeZone),
    durationLabel: durationLabel(e.durationMinutes),
    durationMinutes: e.durationMinutes,
    capacity: e.capacity,
    seatsLeft: Math.max(0, e.capacity - taken),
    priceCents: e.priceCents,
    startDate: isoInZone(e.startsAt, e.timeZone),
    endDate: isoInZone(end, e.timeZone),
    past: e.startsAt <= at,
    running: of > 1 && e.startsAt <= at && end > at,
    sessions: e.sessions.map((s) => ({
      line: sessionLine(s.number, of, s.startsAt, s.durationMinutes, e.timeZone),
      startDate: isoInZone(s.startsAt, e.timeZone),
      endDate: isoInZone(sessionEnd(s), e.timeZone),
    })),
    cancelled: e.cancelledAt !== null,
    replayUrl: e.startsAt <= at ? e.replayUrl : null,
  };
}

/** What /webinar shows: the next upcoming event, or else the last one that has passed. */
export async function webinarPageEvent(): Promise<{ upcoming: EventView } | { last: EventView | null }> {
  const at = now();
  const next = await nextUpcomingEvent(at);
  if (next) return { upcoming: await toEventView(next, at) };
  const [last] = await db()
    .select()
    .from(events)
    .where(and(eq(events.published, true), isNull(events.cancelledAt), lte(events.startsAt, at)))
    .orderBy(desc(events.startsAt))
    .limit(1);
  return { last: last ? await toEventView(last, at) : null };
}

/** A published event by its slug (upcoming, past or cancelled), for /webinars/{slug}. */
export async function publishedEventBySlug(slug: string): Promise<EventView | undefined> {
  const [row] = await db()
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.published, true)));
  return row ? toEventView(row) : undefined;
}

/** Every published event's page for the sitemap, oldest first. */
export async function publishedEventPages() {
  return db()
    .select({ slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(eq(events.published, true))
    .orderBy(asc(events.startsAt));
}
