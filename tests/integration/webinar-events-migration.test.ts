import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../setup/migrations";

// The events' data migration (product.md §10.9) against the schema just before it (found by tag, as
// renumbering may move it): webinar leads stored before events existed get a seat at the seeded masterclass.
let client: PGlite;
beforeAll(async () => {
  const before = await databaseBefore("webinar-events-data");
  client = before.client;
  await client.exec(`
    insert into people (email, name, sources) values ('early@example.com', 'Early Bird', '{webinar}'),
      ('late@example.com', 'Late Comer', '{webinar}');
    insert into leads (name, email, lead_type, person_id, attribution, created_at) values
      ('Late Comer', 'late@example.com', 'webinar', 2, '{"utm_source":"linkedin"}', '2025-01-10T10:00:00Z'),
      ('Early Bird', 'early@example.com', 'webinar', 1, '{}', '2025-01-02T10:00:00Z');
  `);
  await before.rest();
});
afterAll(() => client.close());

describe("the webinar events data migration", () => {
  it("seeds SPEC's masterclass and gives each earlier registration a seat at it, in order", async () => {
    const { rows: events } = await client.query<Record<string, unknown>>(
      "select id, title, starts_at, time_zone, duration_minutes, capacity, published from events",
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      title: "Speak the CFO's Language: A Financial Acumen Masterclass for Non-Finance Leaders",
      time_zone: "America/New_York",
      duration_minutes: 60,
      capacity: 50,
      published: true,
    });
    expect((events[0].starts_at as Date).toISOString()).toBe("2025-01-15T19:00:00.000Z");
    const { rows } = await client.query<Record<string, unknown>>(
      "select email, status, person_id, attribution, length(cancel_token) as token from event_registrations order by created_at, id",
    );
    expect(rows).toEqual([
      { email: "early@example.com", status: "confirmed", person_id: 1, attribution: {}, token: 64 },
      {
        email: "late@example.com",
        status: "confirmed",
        person_id: 2,
        attribution: { utm_source: "linkedin" },
        token: 64,
      },
    ]);
    // The leads stay readable where the Legacy view and People read them.
    expect((await client.query("select * from leads")).rows).toHaveLength(2);
  });
});
