import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../setup/migrations";

// Steps by id (decision 0105) against the schema just before it: enrolments stored by position keep
// their progress, mapped onto the step ids, and their sends name the step that stood at their place.
let client: PGlite;
beforeAll(async () => {
  const before = await databaseBefore("mail-claims-and-step-ids");
  client = before.client;
  await client.exec(`
    insert into people (id, email, name) overriding system value values (1, 'p1@example.com', 'One'), (2, 'p2@example.com', 'Two'),
      (3, 'p3@example.com', 'Three'), (4, 'p4@example.com', 'Four');
    insert into sequences (id, name, trigger) overriding system value values (1, 'Follow-up', '{"kind":"assessment"}');
    insert into sequence_steps (id, sequence_id, position, delay_hours, subject, html) overriding system value values
      (11, 1, 0, 1, 'A', '<p>A</p>'), (12, 1, 1, 24, 'B', '<p>B</p>'), (13, 1, 2, 48, 'C', '<p>C</p>');
    insert into sequence_enrollments (id, sequence_id, person_id, status, next_position, due_at, enrolled_at, ended_at) overriding system value values
      (21, 1, 1, 'active', 0, '2026-11-02T13:00:00Z', '2026-11-02T12:00:00Z', null),
      (22, 1, 2, 'active', 2, '2026-11-05T10:00:00Z', '2026-11-01T12:00:00Z', null),
      (23, 1, 3, 'completed', 3, null, '2026-10-01T12:00:00Z', '2026-10-05T12:00:00Z'),
      (24, 1, 4, 'active', 5, '2026-11-09T10:00:00Z', '2026-10-20T12:00:00Z', null);
    insert into sequence_sends (enrollment_id, sequence_id, position, person_id, subject, status, sent_at) values
      (22, 1, 0, 2, 'A', 'sent', '2026-11-01T13:00:00Z'), (22, 1, 1, 2, 'B', 'sent', '2026-11-02T13:00:00Z'),
      (23, 1, 2, 3, 'C', 'sent', '2026-10-05T12:00:00Z'), (24, 1, 4, 4, 'E', 'sent', '2026-10-25T12:00:00Z');
  `);
  await before.rest();
});
afterAll(() => client.close());

describe("the steps-by-id data migration", () => {
  it("maps each enrolment's position onto the last step it passed, and when its next delay counts from", async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      "select id, passed_step_id, due_from, due_at from sequence_enrollments order by id",
    );
    expect(rows).toEqual([
      // Nothing sent yet: none passed, from the enrolment.
      {
        id: 21,
        passed_step_id: null,
        due_from: new Date("2026-11-02T12:00:00Z"),
        due_at: new Date("2026-11-02T13:00:00Z"),
      },
      // Two sent: past B, from B's sending; still due as before.
      {
        id: 22,
        passed_step_id: 12,
        due_from: new Date("2026-11-02T13:00:00Z"),
        due_at: new Date("2026-11-05T10:00:00Z"),
      },
      { id: 23, passed_step_id: 13, due_from: new Date("2026-10-05T12:00:00Z"), due_at: null },
      // A position beyond the steps (they were shortened since): past the last step there is.
      {
        id: 24,
        passed_step_id: 13,
        due_from: new Date("2026-10-25T12:00:00Z"),
        due_at: new Date("2026-11-09T10:00:00Z"),
      },
    ]);
  });

  it("names each send's step by id, none where no step stands at its position any more", async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      "select enrollment_id, step_id, subject from sequence_sends order by id",
    );
    expect(rows).toEqual([
      { enrollment_id: 22, step_id: 11, subject: "A" },
      { enrollment_id: 22, step_id: 12, subject: "B" },
      { enrollment_id: 23, step_id: 13, subject: "C" },
      { enrollment_id: 24, step_id: null, subject: "E" },
    ]);
  });
});
