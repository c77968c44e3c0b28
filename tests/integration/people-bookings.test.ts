/**
 * Booked calls (product.md §10.7) on the People home and list: the calls of the next 7 days, and
 * each person's next call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { attachToPerson } from "~/features/people/people.server";
import { setClockForTests } from "~/utils/clock.server";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

const NOW = new Date("2026-11-25T18:00:00Z");
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
let cookie: string;

async function book(email: string, startsAt: Date, status = "scheduled") {
  const personId = await attachToPerson(db(), { email, source: "booking", name: email.split("@")[0] });
  await db()
    .insert(bookings)
    .values({
      inviteeUri: `https://api.calendly.com/scheduled_events/E/invitees/${email}-${startsAt.getTime()}`,
      personId,
      eventUri: "https://api.calendly.com/scheduled_events/E",
      eventName: "30 Minute Strategy Session",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status,
      bookedAt: NOW,
    });
  return personId;
}

beforeAll(async () => {
  cookie = await adminCookie();
  setClockForTests(NOW);
});
afterAll(() => setClockForTests(undefined));

describe("calls on the People home and list", () => {
  it("lists the scheduled calls of the next 7 days, soonest first, and marks each person's next call", async () => {
    const soon = await book("soon@example.com", hours(2));
    const later = await book("later@example.com", hours(24 * 6));
    await book("past@example.com", hours(-1));
    await book("far@example.com", hours(24 * 8));
    await book("canceled@example.com", hours(5), "canceled");
    await book("soon@example.com", hours(30));

    const page = (await callView("/admin/people", { cookie })) as ViewAnswer;
    const data = page.data as {
      calls: Array<{ id: number; startsAt: Date }>;
      list: { rows: Array<{ email: string; nextCallAt: Date | null }> };
    };
    expect(data.calls.map((c) => [c.id, c.startsAt.toISOString()])).toEqual([
      [soon, hours(2).toISOString()],
      [soon, hours(30).toISOString()],
      [later, hours(24 * 6).toISOString()],
    ]);
    const next = Object.fromEntries(
      data.list.rows.map((p) => [p.email, p.nextCallAt?.toISOString() ?? null]),
    );
    expect(next).toEqual({
      "soon@example.com": hours(2).toISOString(),
      "later@example.com": hours(24 * 6).toISOString(),
      "past@example.com": null,
      "far@example.com": hours(24 * 8).toISOString(),
      "canceled@example.com": null,
    });
  });
});
