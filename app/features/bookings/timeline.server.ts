import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { timelineSource } from "~/services/timeline-source.server";

type Booking = typeof bookings.$inferSelect;

/**
 * One entry per call (kind "booking", dated when it was booked): when it starts and ends, whether it
 * is `scheduled` or `canceled`, the event type, the answers and the UTM it carried. A reschedule
 * reads as one moved call: the replaced booking is folded into its replacement (`movedFrom`, the
 * old start), not shown as a cancelled call of its own (product.md §10.7, decision 0087).
 */
function bookingEntries(rows: Booking[]) {
  const byUri = new Map(rows.map((b) => [b.inviteeUri, b]));
  const replaced = new Set<string>();
  for (const b of rows) {
    if (b.rescheduledFrom && byUri.has(b.rescheduledFrom)) replaced.add(b.rescheduledFrom);
    if (b.rescheduledTo && byUri.has(b.rescheduledTo)) replaced.add(b.inviteeUri);
  }
  // The booking this one replaced: linked from either side (each delivery carries one link).
  const previous = (b: Booking) =>
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

/** The calls the person booked in the scheduler, in the order they were booked. */
export const bookedCalls = timelineSource({
  read: (tx, person) =>
    tx.select().from(bookings).where(eq(bookings.personId, person.id)).orderBy(bookings.bookedAt),
  entries: bookingEntries,
});
