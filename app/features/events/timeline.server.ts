import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  eventInterests,
  eventRegistrations,
  eventSessions,
  events,
  eventTeams,
  leads,
  people,
  sessionAttendance,
} from "~/db/schema";
import { columnsOf, submissionsSource, timelineSource } from "~/services/timeline-source.server";

// The webinar on a person's timeline (product.md §10.9): the registration as the form stored it, each
// place at an event as its moments, and the interest in the next session.

/** The webinar registrations (kind "webinar"), as the form stored them. */
export const webinarLeads = submissionsSource(leads, "webinar");

const buyers = alias(people, "buyer");

/**
 * A place at an event as its moments: the registration (a seat, or the waitlist when it was promoted
 * later or is still waiting), the promotion, the cancellation, the attendance.
 */
export const eventPlaces = timelineSource({
  read: (tx, person) =>
    tx
      .select({
        id: eventRegistrations.id,
        event: events.title,
        eventId: events.id,
        ...columnsOf(eventRegistrations, "status", "createdAt", "promotedAt", "cancelledAt", "updatedAt"),
        // A team seat's attendee: who named them, for which company (decision 0109).
        team: eventTeams.company,
        buyer: buyers.name,
        buyerEmail: buyers.email,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .leftJoin(eventTeams, eq(eventTeams.id, eventRegistrations.teamId))
      .leftJoin(buyers, eq(buyers.id, eventTeams.personId))
      .where(eq(eventRegistrations.personId, person.id)),
  entries: (places) =>
    places.flatMap((p) => {
      const waitlisted = p.promotedAt !== null || p.status === "waitlisted";
      const seated = ["confirmed", "attended", "no_show"].includes(p.status);
      const moment = (kind: string, at: Date) => ({ kind, at, id: p.id, event: p.event });
      return [
        {
          ...moment("event-registration", p.createdAt),
          // A place cancelled without a promotion may have been a seat or on the waitlist: not said.
          ...(waitlisted ? { place: "waitlist" } : p.status !== "cancelled" ? { place: "seat" } : {}),
          ...(p.team
            ? { teamSeatOf: `${p.team}, named by ${p.buyer ?? p.buyerEmail} (${p.buyerEmail})` }
            : {}),
        },
        ...(p.promotedAt ? [moment("event-promotion", p.promotedAt)] : []),
        ...(p.cancelledAt && p.status === "cancelled" ? [moment("event-cancellation", p.cancelledAt)] : []),
        ...(seated && p.status !== "confirmed"
          ? [
              {
                ...moment("event-attendance", p.updatedAt),
                attendance: p.status === "attended" ? "attended" : "no-show",
              },
            ]
          : []),
      ];
    }),
});

/** The interest in the next session, and when they were told of one (decision 0091). */
export const eventInterestsOf = timelineSource({
  read: (tx, person) =>
    tx
      .select({ ...columnsOf(eventInterests, "id", "name", "createdAt", "toldAt"), toldEvent: events.title })
      .from(eventInterests)
      .leftJoin(events, eq(events.id, eventInterests.toldEventId))
      .where(eq(eventInterests.personId, person.id)),
  entries: (interests) =>
    interests.flatMap((i) => [
      { kind: "event-interest", at: i.createdAt, id: i.id, name: i.name },
      // The interest kept, when a session was published (the e-mail is its own entry).
      ...(i.toldAt ? [{ kind: "event-interest-told", at: i.toldAt, id: i.id, event: i.toldEvent }] : []),
    ]),
});

/** Each session of a program the person was marked at, present or absent (decision 0108). */
export const sessionAttendanceOf = timelineSource({
  read: (tx, person) =>
    tx
      .select({
        registrationId: sessionAttendance.registrationId,
        event: events.title,
        number: eventSessions.number,
        attended: sessionAttendance.attended,
        markedAt: sessionAttendance.markedAt,
      })
      .from(sessionAttendance)
      .innerJoin(eventRegistrations, eq(eventRegistrations.id, sessionAttendance.registrationId))
      .innerJoin(eventSessions, eq(eventSessions.id, sessionAttendance.sessionId))
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(eq(eventRegistrations.personId, person.id)),
  entries: (marks) =>
    marks.map((m) => ({
      kind: "session-attendance",
      at: m.markedAt,
      id: m.registrationId,
      event: m.event,
      session: m.number,
      attendance: m.attended ? "attended" : "absent",
    })),
});
