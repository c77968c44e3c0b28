import { db } from "~/db/client.server";
import { eventSessions, events } from "~/db/schema";
import { nowMs } from "~/utils/clock.server";

let n = 0;

/**
 * An event written directly (published and a week ahead unless told otherwise), with its one
 * session as the API writes it (decision 0108: every event has its sessions).
 */
export async function insertEvent(overrides: Partial<typeof events.$inferInsert> = {}) {
  n++;
  const [row] = await db()
    .insert(events)
    .values({
      title: `Test Session ${n}`,
      slug: `test-session-${n}-${Math.random().toString(36).slice(2, 8)}`,
      summary: "A session written by a test.",
      agenda: [{ minutes: "0–60", title: "Everything" }],
      takeaways: ["One thing"],
      startsAt: new Date(nowMs() + 7 * 24 * 3600_000),
      timeZone: "America/New_York",
      durationMinutes: 60,
      capacity: 50,
      host: "Jordan Ellis, Founder & Lead Facilitator",
      joinUrl: "https://meet.example.com/session",
      published: true,
      ...overrides,
    })
    .returning();
  await db()
    .insert(eventSessions)
    .values({ eventId: row.id, number: 1, startsAt: row.startsAt, durationMinutes: row.durationMinutes });
  return row;
}
