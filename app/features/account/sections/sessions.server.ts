import { and, eq, inArray } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { bookings, eventRegistrations, events } from "~/db/schema";
import { placeLine } from "~/features/bookings/joining";
import { creditsUsedByCalls, type CallCredit } from "~/features/coaching/call-credits.server";
import { dateTime } from "~/utils/dates";
import { nowMs } from "~/utils/clock.server";
import { env } from "~/utils/env.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import { item, type AccountSection } from "./section.server";

// Workshop and webinar seats and booked calls (docs/product/account.md): upcoming with their join
// link, calendar file and cancel (a call's, and its reschedule, on the scheduler's pages); past with
// the replay when there is one.

const PLACES = ["confirmed", "attended", "no_show"] as const;

/** What cancelling a call that used a pack credit does, by the pack's rule as of `at` (product.md §10.16). */
const creditLine = ({ packTitle, givesBackBefore }: CallCredit, at: number) =>
  at < givesBackBefore.getTime()
    ? `Uses a credit of ${packTitle}: cancelled or moved before ${dateTime(givesBackBefore)}, the credit comes back to the pack; later, it stays used.`
    : `Uses a credit of ${packTitle}: cancelled or moved now, the credit stays used.`;

async function sessionsOf(personId: number) {
  const [places, calls, credits] = await Promise.all([
    db()
      .select({ place: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(and(eq(eventRegistrations.personId, personId), inArray(eventRegistrations.status, PLACES))),
    db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.personId, personId), eq(bookings.status, "scheduled"))),
    creditsUsedByCalls(personId),
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
    const place = placeLine(call);
    const credit = credits.get(call.inviteeUri);
    return {
      startsAt: call.startsAt.getTime(),
      upcoming,
      item: item({
        key: `call-${call.id}`,
        title: call.eventName,
        details: [
          `${eventDateLabel(call.startsAt, zone)}, ${eventTimeLabel(call.startsAt, minutes, zone)}`,
          "Booked call",
          ...(upcoming && place ? [place] : []),
          ...(upcoming && credit ? [creditLine(credit, at)] : []),
        ],
        // The scheduler's own pages move or cancel it; its webhook then tells us (product.md §10.7).
        links: upcoming
          ? [
              ...(call.joinUrl ? [{ label: "Join the call", href: call.joinUrl }] : []),
              {
                label: "Add to calendar (.ics)",
                href: href("/account/calls/:id/invite.ics", { id }),
                download: true,
              },
              ...(call.rescheduleUrl ? [{ label: "Reschedule", href: call.rescheduleUrl }] : []),
              ...(call.cancelUrl ? [{ label: "Cancel the call", href: call.cancelUrl }] : []),
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
