import { and, eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema";
import type { OrderRow, PaidProduct, ProductState } from "~/features/payments/product.server";
import { eventsChangedIn } from "~/services/content-version.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { cancelledEmail, seatEmail, type EventRow } from "./invites.server";
import { withSessions } from "./sessions.server";
import { EVENT_SEAT, eventPageUrl, sessionLabel } from "./seat-facts.server";
import { cancelPlaceIn, lockEvent, placeOf, promoteWaitlisted, seatsTaken } from "./registrations.server";

/**
 * A seat at a paid event as the payments feature sells it (decision 0106): the events feature's
 * side of the product interface. Payments owns the order and the money; the seat, its invite and
 * the waitlist are the event's, changed only here, under the event's row lock.
 */

export const eventOf = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(events).where(eq(events.id, id));
  return row && withSessions(tx, row);
};

/** The buyer's registration, confirmed: their waitlist or cancelled place taken up, or a new one. */
async function seatFor(tx: Tx, event: EventRow, order: OrderRow) {
  const at = now();
  const [existing] = await placeOf(tx, event.id, order.email).for("update");
  if (existing) {
    const [row] = await tx
      .update(eventRegistrations)
      .set({
        status: "confirmed",
        name: order.name,
        cancelledAt: null,
        ...(existing.status === "waitlisted" ? { promotedAt: at } : {}),
        // Back after a cancellation: the invite's SEQUENCE moves past the CANCEL.
        icsSequence: existing.status === "cancelled" ? existing.icsSequence + 1 : existing.icsSequence,
        updatedAt: at,
      })
      .where(eq(eventRegistrations.id, existing.id))
      .returning();
    return row;
  }
  const [row] = await tx
    .insert(eventRegistrations)
    .values({
      eventId: event.id,
      personId: order.personId,
      name: order.name,
      email: order.email,
      status: "confirmed",
      attribution: order.attribution,
      icsSequence: event.sequence,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row;
}

/** The event an order's seats are at, locked, as payments reads it (a single seat or a team's). */
export async function lockSeats(tx: Tx, order: OrderRow): Promise<ProductState | undefined> {
  const event = await lockEvent(tx, order.productId);
  if (!event) return undefined;
  const taken = await seatsTaken(tx, event.id);
  return {
    open: !event.cancelledAt && event.startsAt > now() && taken + order.quantity <= event.capacity,
    cancelled: Boolean(event.cancelledAt),
    label: sessionLabel(event),
    pageUrl: eventPageUrl(event.slug),
    startsAt: event.startsAt,
    givenBack: order.quantity > 1 ? `your ${order.quantity} seats are released` : "your seat is released",
  };
}

export const eventSeats: PaidProduct = {
  kind: EVENT_SEAT,

  lock: lockSeats,

  async confirm(tx, order) {
    const event = (await eventOf(tx, order.productId))!;
    const registration = await seatFor(tx, event, order);
    return { placeId: registration.id, emails: [await seatEmail(event, registration, "registered")] };
  },

  /** A hold that ended unpaid: an offered waitlist place lapses, and the next in line is offered. */
  async release(tx, order) {
    const event = await eventOf(tx, order.productId);
    if (!event) return;
    if (order.offerToken && order.placeId) {
      const at = now();
      const [lapsed] = await tx
        .update(eventRegistrations)
        .set({ status: "cancelled", cancelledAt: at, updatedAt: at })
        .where(and(eq(eventRegistrations.id, order.placeId), eq(eventRegistrations.status, "waitlisted")))
        .returning();
      if (lapsed) await enqueueEmails(tx, await cancelledEmail(event, lapsed, "owner", false));
    }
    await promoteWaitlisted(tx, event);
  },

  /** A refunded seat: freed with its invite withdrawn (METHOD:CANCEL), and offered on. */
  async giveBack(tx, order, by) {
    const event = await eventOf(tx, order.productId);
    if (!event || !order.placeId) return;
    const [r] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, order.placeId));
    // The e-mail says who cancelled: the client on their own page, or the owner.
    if (r?.status === "confirmed")
      await cancelPlaceIn(tx, event, r, by === "client" ? "registrant" : "owner");
  },

  changed: eventsChangedIn,

  receipt: (_order, state) => ({
    what: `your seat at ${state.label}`,
    note: "Your calendar invite follows in a separate e-mail. Refunds follow our terms: in full 7 or more days before the start, 50% from 2 to 6 days before, none under 48 hours.",
  }),
};
