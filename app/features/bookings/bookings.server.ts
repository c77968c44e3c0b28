import { eq, sql } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "~/db/client.server";
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

/** A booked call as a hook sees it (the scheduler's event type, when the delivery names one). */
export type BookedCall = {
  personId: number;
  inviteeUri: string;
  eventTypeUri: string | null;
  startsAt: Date;
};

/**
 * What a feature above may do with a call in the transaction that records it (decision 0110: a
 * coaching pack's credit). `created` runs once per new booking, `canceled` once per booking that
 * goes from scheduled to cancelled (a replay calls neither). The route composes it: bookings knows
 * no feature above it.
 */
export type BookingHook = {
  created(tx: Tx, call: BookedCall): Promise<void>;
  canceled(tx: Tx, call: BookedCall): Promise<void>;
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
    ...callLinks(payload),
  };
}

/**
 * How the client joins and manages the call (docs/product/account.md), as the invitee's event
 * carries them; a value the schema dropped is null.
 */
function callLinks(payload: SchedulerWebhook["payload"]) {
  const where = payload.scheduled_event.location;
  return {
    joinUrl: where?.join_url ?? null,
    locationType: where?.type ?? null,
    location: where?.location ?? null,
    cancelUrl: payload.cancel_url ?? null,
    rescheduleUrl: payload.reschedule_url ?? null,
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
export async function recordSchedulerEvent(
  event: SchedulerWebhook,
  hook?: BookingHook,
): Promise<BookingOutcome> {
  const { payload } = event;
  const call = (personId: number, b: { inviteeUri: string; startsAt: Date }): BookedCall => ({
    personId,
    inviteeUri: b.inviteeUri,
    eventTypeUri: payload.scheduled_event.event_type ?? null,
    startsAt: b.startsAt,
  });
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
        const moved = await tx
          .update(bookings)
          .set({ status: "canceled", canceledAt: now(), rescheduledTo: payload.uri })
          .where(sql`${bookings.inviteeUri} = ${payload.old_invitee} and ${bookings.status} = 'scheduled'`)
          .returning({
            inviteeUri: bookings.inviteeUri,
            startsAt: bookings.startsAt,
            personId: bookings.personId,
          });
        for (const old of moved) await hook?.canceled(tx, call(old.personId, old));
      }
      await hook?.created(
        tx,
        call(personId, { inviteeUri: payload.uri, startsAt: new Date(payload.scheduled_event.start_time) }),
      );
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
      const [row] = await tx
        .update(bookings)
        .set(cancel)
        .where(eq(bookings.id, existing.id))
        .returning({ inviteeUri: bookings.inviteeUri, startsAt: bookings.startsAt });
      await hook?.canceled(tx, call(existing.personId, row));
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
