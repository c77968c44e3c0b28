import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../setup/migrations";

// Migration 0029 (decision 0108) against the schema just before it: every event gets its one session,
// the reminders already sent stay sent as that session's claims, a whole-event attendance mark becomes
// the session's, and programs already over are not issued certificates now.
let client: PGlite;
beforeAll(async () => {
  const before = await databaseBefore("cohort-sessions-certificates");
  client = before.client;
  await client.exec(`
    insert into people (email, name, sources) values ('sent@example.com', 'Sent', '{webinar}'),
      ('came@example.com', 'Came', '{webinar}');
    insert into events (title, slug, summary, starts_at, time_zone, duration_minutes, capacity, host, published)
      values ('Coming', 'coming', 'S', now() + interval '3 days', 'America/New_York', 60, 10, 'H', true);
    insert into event_registrations (event_id, person_id, name, email, status, cancel_token, reminder_24h_at)
      select e.id, 1, 'Sent', 'sent@example.com', 'confirmed', 'a', now() from events e where e.slug = 'coming';
    insert into event_registrations (event_id, person_id, name, email, status, cancel_token)
      values (1, 2, 'Came', 'came@example.com', 'attended', 'b');
  `);
  await before.rest();
});
afterAll(() => client.close());

describe("the programs migration", () => {
  it("gives each event its one session, keeps sent reminders and marks, and issues nothing for past programs", async () => {
    const { rows: sessions } = await client.query<Record<string, unknown>>(
      `select e.slug, s.number, s.starts_at = e.starts_at as same_start, s.duration_minutes
       from event_sessions s join events e on e.id = s.event_id order by e.id`,
    );
    expect(sessions).toEqual([
      expect.objectContaining({ number: 1, same_start: true, duration_minutes: 60 }),
      { slug: "coming", number: 1, same_start: true, duration_minutes: 60 },
    ]);
    const { rows: claims } = await client.query(
      `select r.email, c.lead from session_reminders c join event_registrations r on r.id = c.registration_id`,
    );
    expect(claims).toEqual([{ email: "sent@example.com", lead: "24h" }]);
    const { rows: marks } = await client.query(
      `select r.email, a.attended from session_attendance a join event_registrations r on r.id = a.registration_id`,
    );
    expect(marks).toEqual([{ email: "came@example.com", attended: true }]);
    const { rows: done } = await client.query(
      `select slug, certificates_issued_at is not null as done from events order by id`,
    );
    expect(done.map((r) => (r as { done: boolean }).done)).toEqual([true, false]);
  });
});
