import { desc, eq, inArray, or, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import {
  adminUsers,
  assessmentResponses,
  bookings,
  contactInquiries,
  deals,
  eventInterests,
  eventRegistrations,
  events,
  leads,
  newsletterClicks,
  newsletterDeliveries,
  newsletterIssues,
  newsletterLinks,
  newsletterSubscribers,
  outbox,
  outboxAttempts,
  people,
  personNotes,
  personStatusChanges,
  resourceRequests,
} from "~/db/schema";
import { now } from "~/utils/clock.server";

/** The e-mails sent or tried to a person: linked to them, or addressed to them. */
export const emailsOf = (p: { id: number; email: string }) =>
  or(eq(outbox.personId, p.id), eq(sql`lower(trim(${outbox.to}))`, p.email));

/**
 * Everything held about one person, read in one snapshot: the person, each form's submissions, the
 * e-mails to them with their delivery attempts, status changes and notes. Undefined when unknown.
 */
export async function readPersonRecord(tx: DbOrTx, id: number) {
  const [person] = await tx.select().from(people).where(eq(people.id, id));
  if (!person) return undefined;
  const byPerson = <T extends { personId: unknown }>(t: T) => eq(t.personId as never, id);
  const [newsletter, assessment, contact, webinar, resourceRequest, emails, statusChanges, notes] =
    await Promise.all([
      tx.select().from(newsletterSubscribers).where(byPerson(newsletterSubscribers)),
      tx.select().from(assessmentResponses).where(byPerson(assessmentResponses)),
      tx.select().from(contactInquiries).where(byPerson(contactInquiries)),
      tx.select().from(leads).where(byPerson(leads)),
      tx.select().from(resourceRequests).where(byPerson(resourceRequests)),
      tx.select().from(outbox).where(emailsOf(person)).orderBy(desc(outbox.createdAt)),
      tx
        .select({
          fromStatus: personStatusChanges.fromStatus,
          toStatus: personStatusChanges.toStatus,
          at: personStatusChanges.at,
          admin: adminUsers.email,
        })
        .from(personStatusChanges)
        .leftJoin(adminUsers, eq(adminUsers.id, personStatusChanges.adminUserId))
        .where(byPerson(personStatusChanges)),
      tx
        .select({
          id: personNotes.id,
          body: personNotes.body,
          createdAt: personNotes.createdAt,
          admin: adminUsers.email,
        })
        .from(personNotes)
        .leftJoin(adminUsers, eq(adminUsers.id, personNotes.adminUserId))
        .where(byPerson(personNotes)),
    ]);
  // Issue 26: the calls they booked and the deal they closed.
  const [calls, deal] = await Promise.all([
    tx.select().from(bookings).where(byPerson(bookings)).orderBy(bookings.bookedAt),
    tx
      .select({
        valueCents: deals.valueCents,
        product: deals.product,
        closedAt: deals.closedAt,
        updatedAt: deals.updatedAt,
      })
      .from(deals)
      .where(byPerson(deals)),
  ]);
  const attempts = emails.length
    ? await tx
        .select()
        .from(outboxAttempts)
        .where(
          inArray(
            outboxAttempts.outboxId,
            emails.map((e) => e.id),
          ),
        )
    : [];
  // Issue 25: their places at webinar events and their interest in the next session.
  const [eventPlaces, interests] = await Promise.all([
    tx
      .select({
        id: eventRegistrations.id,
        event: events.title,
        eventId: events.id,
        status: eventRegistrations.status,
        createdAt: eventRegistrations.createdAt,
        promotedAt: eventRegistrations.promotedAt,
        cancelledAt: eventRegistrations.cancelledAt,
        updatedAt: eventRegistrations.updatedAt,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(byPerson(eventRegistrations)),
    tx
      .select({
        id: eventInterests.id,
        name: eventInterests.name,
        createdAt: eventInterests.createdAt,
        toldAt: eventInterests.toldAt,
        toldEvent: events.title,
      })
      .from(eventInterests)
      .leftJoin(events, eq(events.id, eventInterests.toldEventId))
      .where(byPerson(eventInterests)),
  ]);
  // Issue 24: the newsletter issues sent to them and the links they followed.
  const [deliveries, clicks] = await Promise.all([
    tx
      .select({
        id: newsletterDeliveries.id,
        issue: newsletterIssues.subject,
        status: newsletterDeliveries.status,
        attempts: newsletterDeliveries.attempts,
        sentAt: newsletterDeliveries.sentAt,
        lastError: newsletterDeliveries.lastError,
        createdAt: newsletterDeliveries.createdAt,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
      .where(byPerson(newsletterDeliveries)),
    tx
      .select({
        id: newsletterClicks.id,
        issue: newsletterIssues.subject,
        url: newsletterLinks.url,
        at: newsletterClicks.at,
      })
      .from(newsletterClicks)
      .innerJoin(newsletterLinks, eq(newsletterLinks.id, newsletterClicks.linkId))
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterLinks.issueId))
      .where(byPerson(newsletterClicks)),
  ]);
  return {
    person,
    newsletterDeliveries: deliveries,
    newsletterClicks: clicks,
    submissions: { newsletter, assessment, contact, webinar, resourceRequest, eventPlaces, interests },
    emails: emails.map((e) => ({ ...e, deliveryAttempts: attempts.filter((a) => a.outboxId === e.id) })),
    statusChanges,
    notes,
    bookings: calls,
    deal: deal[0],
  };
}

export type PersonRecord = NonNullable<Awaited<ReturnType<typeof readPersonRecord>>>;

/** A person for the admin: their fields and the timeline, newest first. */
export async function getPerson(id: number) {
  const record = await db().transaction((tx) => readPersonRecord(tx, id));
  if (!record) return undefined;
  const deal = record.deal && dealEntry(record.deal);
  const upcoming = record.bookings.filter((b) => b.status === "scheduled" && b.startsAt >= now());
  return {
    ...record.person,
    // Issue 26: the deal (when closed) and the next call, for the person view's summary and form.
    deal: deal ? { dealValue: deal.dealValue, dealProduct: deal.dealProduct } : null,
    nextCallAt: upcoming.length ? upcoming[0].startsAt : null,
    timeline: timelineOf(record),
  };
}

const without = <T extends object, K extends keyof T>(row: T, ...keys: K[]) => {
  const copy = { ...row };
  for (const k of keys) delete copy[k];
  return copy as Omit<T, K>;
};

/** Timeline entries `{ kind, at, ... }` of kinds newsletter, assessment, contact, webinar,
 * resource-request, email, newsletter-delivery, newsletter-click, status, note, booking and deal, newest first. */
export function timelineOf(record: PersonRecord) {
  const { person, submissions: s, emails, statusChanges, notes } = record;
  const entries = [
    ...s.newsletter.map((r) => ({
      kind: "newsletter",
      at: r.subscribedAt,
      ...without(r, "personId", "unsubscribeToken", "confirmToken"),
    })),
    ...record.newsletterDeliveries.map((d) => ({
      kind: "newsletter-delivery",
      at: d.sentAt ?? d.createdAt,
      ...d,
    })),
    ...record.newsletterClicks.map((c) => ({ kind: "newsletter-click", ...c })),
    ...s.assessment.map((r) => ({ kind: "assessment", at: r.createdAt, ...without(r, "personId") })),
    ...s.contact.map((r) => ({ kind: "contact", at: r.createdAt, ...without(r, "personId") })),
    ...s.webinar.map((r) => ({ kind: "webinar", at: r.createdAt, ...without(r, "personId") })),
    ...s.resourceRequest.map((r) => ({
      kind: "resource-request",
      at: r.createdAt,
      ...without(r, "personId"),
    })),
    // Only what went to them: the business's own notices about them are not their e-mails.
    ...emails
      .filter((e) => e.to.trim().toLowerCase() === person.email)
      .map((e) => ({
        kind: "email",
        at: e.createdAt,
        id: e.id,
        emailKind: e.kind,
        subject: e.subject,
        text: e.text,
        status: e.status,
        attempts: e.attempts,
        lastError: e.lastError,
        sentAt: e.sentAt,
      })),
    ...statusChanges.map((c) => ({ kind: "status", ...c })),
    ...webinarEntries(s.eventPlaces, s.interests),
    ...notes.map((n) => ({ kind: "note", at: n.createdAt, id: n.id, body: n.body, admin: n.admin })),
    ...bookingEntries(record.bookings),
    ...(record.deal ? [dealEntry(record.deal)] : []),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}

type BookingRow = PersonRecord["bookings"][number];

/**
 * One entry per call (kind "booking", dated when it was booked): when it starts and ends, whether it
 * is `scheduled` or `canceled`, the event type, the answers and the UTM it carried. A reschedule
 * reads as one moved call: the replaced booking is folded into its replacement (`movedFrom`, the
 * old start), not shown as a cancelled call of its own.
 */
export function bookingEntries(rows: BookingRow[]) {
  const byUri = new Map(rows.map((b) => [b.inviteeUri, b]));
  const replaced = new Set<string>();
  for (const b of rows) {
    if (b.rescheduledFrom && byUri.has(b.rescheduledFrom)) replaced.add(b.rescheduledFrom);
    if (b.rescheduledTo && byUri.has(b.rescheduledTo)) replaced.add(b.inviteeUri);
  }
  // The booking this one replaced: linked from either side (each delivery carries one link).
  const previous = (b: BookingRow) =>
    (b.rescheduledFrom && byUri.get(b.rescheduledFrom)) || rows.find((o) => o.rescheduledTo === b.inviteeUri);
  return rows
    .filter((b) => !replaced.has(b.inviteeUri))
    .map((b) => ({
      kind: "booking" as const,
      at: b.bookedAt,
      id: b.id,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      status: b.status as "scheduled" | "canceled",
      eventName: b.eventName,
      movedFrom: previous(b)?.startsAt ?? null,
      // Cancelled to be moved, while the new booking has not arrived yet.
      moving: b.status === "canceled" && !!b.rescheduledTo,
      canceledAt: b.canceledAt,
      cancelReason: b.cancelReason,
      answers: b.answers,
      tracking: b.tracking,
    }));
}

/** The person's deal (kind "deal", dated when they were closed): value in dollars and what was sold. */
function dealEntry(deal: NonNullable<PersonRecord["deal"]>) {
  return {
    kind: "deal" as const,
    at: deal.closedAt,
    dealValue: deal.valueCents === null ? null : deal.valueCents / 100,
    dealProduct: deal.product,
    updatedAt: deal.updatedAt,
  };
}

/**
 * Issue 25: a place at an event as its moments: the registration (a seat, or the waitlist when it
 * was promoted later or is still waiting), the promotion, the cancellation, the attendance; and the
 * interest in the next session, and when they were told of it.
 */
function webinarEntries(
  places: PersonRecord["submissions"]["eventPlaces"],
  interests: PersonRecord["submissions"]["interests"],
) {
  return [
    ...places.flatMap((p) => {
      const waitlisted = p.promotedAt !== null || p.status === "waitlisted";
      const seated = ["confirmed", "attended", "no_show"].includes(p.status);
      return [
        {
          kind: "event-registration",
          at: p.createdAt,
          id: p.id,
          event: p.event,
          // A place cancelled without a promotion may have been a seat or on the waitlist: not said.
          ...(waitlisted ? { place: "waitlist" } : p.status !== "cancelled" ? { place: "seat" } : {}),
        },
        ...(p.promotedAt ? [{ kind: "event-promotion", at: p.promotedAt, id: p.id, event: p.event }] : []),
        ...(p.cancelledAt && p.status === "cancelled"
          ? [{ kind: "event-cancellation", at: p.cancelledAt, id: p.id, event: p.event }]
          : []),
        ...(seated && p.status !== "confirmed"
          ? [
              {
                kind: "event-attendance",
                at: p.updatedAt,
                id: p.id,
                event: p.event,
                attendance: p.status === "attended" ? "attended" : "no-show",
              },
            ]
          : []),
      ];
    }),
    ...interests.flatMap((i) => [
      { kind: "event-interest", at: i.createdAt, id: i.id, name: i.name },
      // Decision 0091: the interest kept, when a session was published (the e-mail is its own entry).
      ...(i.toldAt ? [{ kind: "event-interest-told", at: i.toldAt, id: i.id, event: i.toldEvent }] : []),
    ]),
  ];
}
