import { and, eq, lte } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { eventRegistrations, paymentOrders } from "~/db/schema";
import { cancelledEmail, type EventRow } from "~/features/events/invites.server";
import { lockEvent, promoteWaitlisted } from "~/features/events/registrations.server";
import { changeEvents } from "~/services/content-version.server";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";

type OrderRow = typeof paymentOrders.$inferSelect;

/** Releases a hold with its event locked: an offered waitlist place lapses, the next in line is offered. */
export async function releaseHold(tx: Tx, event: EventRow, order: OrderRow) {
  const at = now();
  await tx
    .update(paymentOrders)
    .set({ status: "expired", updatedAt: at })
    .where(eq(paymentOrders.id, order.id));
  if (order.offerToken && order.registrationId) {
    const [lapsed] = await tx
      .update(eventRegistrations)
      .set({ status: "cancelled", cancelledAt: at, updatedAt: at })
      .where(
        and(eq(eventRegistrations.id, order.registrationId), eq(eventRegistrations.status, "waitlisted")),
      )
      .returning();
    if (lapsed) await enqueueEmails(tx, await cancelledEmail(event, lapsed, "owner", false));
  }
  await promoteWaitlisted(tx, event);
}

/**
 * Holds whose time is up on the project's clock (decision 0096): the seat already counts as free
 * (seatsTaken), and here it is released for good and offered to the waitlist, whether or not
 * Stripe's checkout.session.expired has come (a waitlist offer whose link was never opened has no
 * session to expire). Each in its own transaction under its event's lock; a completion that
 * arrives afterwards is a late one (a seat if free, else a full refund).
 */
export async function releaseLapsedHolds(limit = 100): Promise<number> {
  const lapsed = await db()
    .select({ id: paymentOrders.id, eventId: paymentOrders.eventId })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, "held"), lte(paymentOrders.holdUntil, now())))
    .limit(limit);
  let released = 0;
  for (const { id, eventId } of lapsed) {
    released += await changeEvents(async (tx) => {
      const event = await lockEvent(tx, eventId);
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for("update");
      if (!event || !order || order.status !== "held" || order.holdUntil > now()) return 0;
      await releaseHold(tx, event, order);
      return 1;
    });
  }
  return released;
}

/** Every minute: lapsed holds released, their seats offered on. */
export const paymentHoldsJob = { name: "payment-holds", everyMs: 60_000, run: () => releaseLapsedHolds() };
