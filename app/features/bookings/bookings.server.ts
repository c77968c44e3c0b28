import { eq, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/db/client.server";
import { bookings, type Attribution } from "~/db/schema";
import type { SchedulerWebhook } from "~/features/bookings/webhook-schema";
import { now } from "~/utils/clock.server";
import { endSequencesOf } from "~/features/sequences/enrolment.server";
import { attachToPerson } from "~/features/people/people.server";

/** What an event did: a new booking, a booking cancelled, or nothing (a replay, or already done). */
export type BookingOutcome = {
  outcome: "created" | "canceled" | "unchanged";
  bookingId: number;
  personId: number;
};

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

/** The UTM parameters a booking carried, without the empty ones (the person's source when they have none). */
function trackingOf(payload: SchedulerWebhook["payload"]): Attribution {
  const tracking: Attribution = {};
  for (const key of UTM_KEYS) {
    const value = payload.tracking?.[key]?.trim();
    if (value) tracking[key] = value;
  }
  return tracking;
}

/** The booking row an event describes (Calendly sends the whole invitee with both events). */
function bookingValues(payload: SchedulerWebhook["payload"], personId: number) {
  const event = payload.scheduled_event;
  return {
    inviteeUri: payload.uri,
    personId,
    eventUri: event.uri,
    eventName: event.name,
    startsAt: new Date(event.start_time),
    endsAt: new Date(event.end_time),
    answers: (payload.questions_and_answers ?? [])
      .filter((qa) => qa.answer)
      .map((qa) => ({ question: qa.question, answer: qa.answer! })),
    tracking: trackingOf(payload),
    rescheduledFrom: payload.old_invitee ?? null,
    bookedAt: payload.created_at ? new Date(payload.created_at) : now(),
  };
}

/** The person the booking belongs to, by e-mail (created when new), with the People rules of attribution. */
const personFor = (tx: DbOrTx, payload: SchedulerWebhook["payload"]) =>
  attachToPerson(tx, {
    email: payload.email,
    source: "booking",
    name: payload.name,
    attribution: trackingOf(payload),
  });

/**
 * Records one verified scheduler event in one transaction, idempotently by the invitee's URI:
 * - `invitee.created`: the booking, attached to its person; a replay changes nothing. When it
 *   replaces an earlier invitee (a reschedule), that booking is marked cancelled and moved to it.
 * - `invitee.canceled`: the booking marked cancelled (moved, when `rescheduled`); a replay changes
 *   nothing. A cancel that arrives before its create (deliveries are not ordered) stores the
 *   booking already cancelled, from the invitee the event carries.
 */
export async function recordSchedulerEvent(event: SchedulerWebhook): Promise<BookingOutcome> {
  const { payload } = event;
  return db().transaction(async (tx) => {
    // One event per invitee at a time: a delivery and its retry racing each other find one row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${payload.uri}, 26))`);
    const [existing] = await tx
      .select({ id: bookings.id, personId: bookings.personId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.inviteeUri, payload.uri));

    if (event.event === "invitee.created") {
      if (existing) return { outcome: "unchanged", bookingId: existing.id, personId: existing.personId };
      const personId = await personFor(tx, payload);
      const [row] = await tx
        .insert(bookings)
        .values(bookingValues(payload, personId))
        .returning({ id: bookings.id });
      if (payload.old_invitee) {
        await tx
          .update(bookings)
          .set({ status: "canceled", canceledAt: now(), rescheduledTo: payload.uri })
          .where(sql`${bookings.inviteeUri} = ${payload.old_invitee} and ${bookings.status} = 'scheduled'`);
      }
      // product.md §10.12: a booked call ends every follow-up sequence.
      await endSequencesOf(tx, personId, "booked");
      return { outcome: "created", bookingId: row.id, personId };
    }

    const cancel = {
      status: "canceled",
      canceledAt: now(),
      cancelReason: payload.cancellation?.reason || null,
      rescheduledTo: payload.rescheduled ? (payload.new_invitee ?? null) : null,
    };
    if (existing) {
      if (existing.status === "canceled") {
        return { outcome: "unchanged", bookingId: existing.id, personId: existing.personId };
      }
      await tx.update(bookings).set(cancel).where(eq(bookings.id, existing.id));
      return { outcome: "canceled", bookingId: existing.id, personId: existing.personId };
    }
    const personId = await personFor(tx, payload);
    const [row] = await tx
      .insert(bookings)
      .values({ ...bookingValues(payload, personId), ...cancel })
      .returning({ id: bookings.id });
    return { outcome: "canceled", bookingId: row.id, personId };
  });
}
