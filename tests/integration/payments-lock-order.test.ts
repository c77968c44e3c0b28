/**
 * One lock order for money (decision 0106): the product (an event's row), then the order, then the
 * person. A registration once locked the person first (its upsert) and then the event, while a
 * payment's webhook locks the event and then the person (the won deal): on PostgreSQL the two
 * deadlocked, and one was aborted. Here the webhook's side holds the event when the same person
 * registers again, then takes the person: both must commit. On PGlite the second transaction waits
 * for the first, so the test passes there too; CI runs it on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { eventSeats } from "~/features/events/paid-seats.server";
import { registerForEvent } from "~/features/events/registrations.server";
import { setStatusIn } from "~/features/people/pipeline.server";
import { readOrder } from "~/features/payments/orders.server";
import { isRefused } from "~/utils/refusal";
import { setupTestDatabase } from "../setup/db";
import { insertEvent } from "../setup/events";
import { paymentsFixture, PRICE } from "./payments-fixture";

setupTestDatabase();
paymentsFixture();

describe("the lock order of money", () => {
  it("lets a registration and a payment's webhook for one person and event both commit", async () => {
    const event = await insertEvent({ priceCents: PRICE, capacity: 5 });
    const buyer = { name: "Lock Order", email: "lock-order@example.com", eventId: event.id };
    const first = await registerForEvent(buyer);
    if (isRefused(first) || !first.orderId) throw new Error("no hold");
    const order = (await readOrder(first.orderId))!;

    let hasEvent!: () => void;
    const eventLocked = new Promise<void>((resolve) => (hasEvent = resolve));
    const webhookSide = db().transaction(async (tx) => {
      await eventSeats.lock(tx, order); // the webhook's first lock
      hasEvent();
      // The registration starts meanwhile and reaches its first lock.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await setStatusIn(tx, order.personId, "closed", null); // then the person
      return "committed";
    });
    await eventLocked;
    const again = registerForEvent(buyer);
    expect(await webhookSide).toBe("committed");
    expect(await again).toMatchObject({ place: "payment", orderId: order.id });
  });
});
