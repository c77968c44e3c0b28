import { afterEach, describe, expect, it } from "vitest";
import { inRequestTransaction } from "~/db/client.server";
import { eventPagesKey } from "~/services/content-version.server";
import { createEvent, updateEvent } from "~/features/events/events-admin.server";
import { registerForEvent } from "~/features/events/registrations.server";
import { eventCreateSchema } from "~/features/events/schema";
import { now, setClockForTests } from "~/utils/clock.server";
import { setupTestDatabase } from "../setup/db";

/**
 * The webinar pages' cache key (decision 0091): the same while nothing changes; new after each event
 * write once it commits (inside an admin request's transaction too) and when a start passes.
 */
setupTestDatabase();
afterEach(() => setClockForTests(undefined));

const DAY = 86400_000;

describe("eventPagesKey", () => {
  it("changes with a registration, an admin write committed in a request transaction, and the clock", async () => {
    const start = Date.now() + 3 * DAY;
    const event = await createEvent(
      eventCreateSchema.parse({
        title: "Keyed Session",
        slug: "keyed-session",
        summary: "A session for the key.",
        startsAt: new Date(start).toISOString(),
        timeZone: "America/New_York",
        durationMinutes: 60,
        capacity: 5,
        host: "Jordan Ellis",
        published: true,
      }),
    );
    if ("refused" in event) throw new Error(event.refused.message);
    const k1 = await eventPagesKey(now());
    expect(await eventPagesKey(now())).toBe(k1);

    await registerForEvent({ name: "Kay Key", email: "kay@example.com", eventId: event.id });
    const k2 = await eventPagesKey(now());
    expect(k2).not.toBe(k1);

    await inRequestTransaction(() => updateEvent(event.id, { capacity: 6 }));
    const k3 = await eventPagesKey(now());
    expect(k3).not.toBe(k2);
    expect(await eventPagesKey(now())).toBe(k3);

    setClockForTests(new Date(start + 60_000));
    expect(await eventPagesKey(now())).not.toBe(k3);
  });
});
