import { and, eq, inArray } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { bookings, eventRegistrations, events } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import { item, type AccountSection } from "./section.server";

// Workshop and webinar seats and booked calls (docs/product/account.md): upcoming with their join
// link, calendar file and (a seat) cancel; past with the replay when there is one.

const PLACES = ["confirmed", "attended", "no_show"] as const;

async function sessionsOf(personId: number) {
  const [places, calls] = await Promise.all([
    db()
      .select({ place: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(and(eq(eventRegistrations.personId, personId), inArray(eventRegistrations.status, PLACES))),
    db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.personId, personId), eq(bookings.status, "scheduled"))),
  ]);
  const at = nowMs();
  const seats = places.map(({ place, event }) => {
    const endsAt = event.startsAt.getTime() + event.durationMinutes * 60_000;
    const upcoming = endsAt > at && !event.cancelledAt && place.status === "confirmed";
    const id = String(place.id);
    return {
      startsAt: event.startsAt.getTime(),
      upcoming,
      item: item({
        key: `seat-${place.id}`,
        title: event.title,
        details: [
          `${eventDateLabel(event.startsAt, event.timeZone)}, ${eventTimeLabel(event.startsAt, event.durationMinutes, event.timeZone)}`,
          event.cancelledAt
            ? "Cancelled by the organizer"
            : place.status === "attended"
              ? "Attended"
              : "Your seat",
        ],
        links: upcoming
          ? [
              ...(event.joinUrl ? [{ label: "Join", href: event.joinUrl }] : []),
              {
                label: "Add to calendar (.ics)",
                href: href("/account/seats/:id/invite.ics", { id }),
                download: true,
              },
              { label: "Cancel my seat", href: href("/account/seats/:id/cancel", { id }) },
            ]
          : event.replayUrl
            ? [{ label: "Watch the replay", href: event.replayUrl }]
            : [],
      }),
    };
  });
  const zone = env().SITE_TIME_ZONE;
  const booked = calls.map((call) => {
    const minutes = Math.round((call.endsAt.getTime() - call.startsAt.getTime()) / 60_000);
    const id = String(call.id);
    const upcoming = call.endsAt.getTime() > at;
    return {
      startsAt: call.startsAt.getTime(),
      upcoming,
      item: item({
        key: `call-${call.id}`,
        title: call.eventName,
        details: [
          `${eventDateLabel(call.startsAt, zone)}, ${eventTimeLabel(call.startsAt, minutes, zone)}`,
          "Booked call",
        ],
        links: upcoming
          ? [
              {
                label: "Add to calendar (.ics)",
                href: href("/account/calls/:id/invite.ics", { id }),
                download: true,
              },
            ]
          : [],
      }),
    };
  });
  return [...seats, ...booked];
}

export const upcomingSessions: AccountSection = {
  id: "upcoming",
  title: "Upcoming sessions",
  empty: "No session ahead. Workshops, webinars and calls you book show here.",
  items: async (personId) =>
    (await sessionsOf(personId))
      .filter((s) => s.upcoming)
      .sort((a, b) => a.startsAt - b.startsAt)
      .map((s) => s.item),
};

export const pastSessions: AccountSection = {
  id: "past",
  title: "Past sessions",
  empty: "No past session yet.",
  items: async (personId) =>
    (await sessionsOf(personId))
      .filter((s) => !s.upcoming)
      .sort((a, b) => b.startsAt - a.startsAt)
      .map((s) => s.item),
};
