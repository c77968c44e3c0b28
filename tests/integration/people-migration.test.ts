import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../setup/migrations";

// The backfill runs against the schema as it was just before it: every earlier migration is applied
// by hand (found by tag, so renumbering the migrations does not break this), then legacy rows go in.
let client: PGlite;
beforeAll(async () => {
  const before = await databaseBefore("people-backfill");
  client = before.client;
  await client.exec(`
    insert into newsletter_subscribers (email, unsubscribe_token, attribution, subscribed_at)
      values ('Morgan@Example.com', 'tok', '{"landingPage":"/first"}', now() - interval '3 days');
    insert into assessment_responses (name, email, company, job_title, role, team_size, training_for,
      current_acumen, data_confidence, challenges, knowledge_answers, knowledge_score, awareness_answers,
      awareness_score, topic_interests, urgency, format_preferences, recommended_level, lead_status, created_at)
      values ('Morgan Old', ' morgan@example.com', 'OldCo', 'CFO', 'Finance', '1-10', 'Myself', 'Beginner',
      'x', 'x', '{}', 1, '{}', 1, '{}', 'x', 'x', 1, 'sent_proposal', now() - interval '2 days');
    insert into contact_inquiries (full_name, work_email, company_name, created_at)
      values ('Morgan New', 'MORGAN@EXAMPLE.COM', 'NewCo', now() - interval '1 day');
    insert into leads (name, email, lead_type) values ('Sole Webinar', 'sole@example.com', 'webinar');
    insert into outbox (kind, "to", subject, text) values ('newsletter-welcome', 'morgan@example.com', 's', 't');
  `);
  await before.rest();
});
afterAll(() => client.close());

describe("the people backfill migration", () => {
  it("creates one person per normalised e-mail from every existing row", async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      "select email, name, company, role, status, sources, attribution from people order by email",
    );
    expect(rows).toEqual([
      {
        email: "morgan@example.com",
        name: "Morgan New",
        company: "NewCo",
        role: "CFO",
        status: "sent_proposal",
        sources: ["assessment", "contact", "newsletter"],
        attribution: { landingPage: "/first" },
      },
      {
        email: "sole@example.com",
        name: "Sole Webinar",
        company: null,
        role: null,
        status: "lead",
        sources: ["webinar"],
        attribution: {},
      },
    ]);
  });

  it("attaches every submission and the person's own e-mails", async () => {
    for (const table of ["newsletter_subscribers", "assessment_responses", "contact_inquiries", "leads"]) {
      const { rows } = await client.query(`select person_id from ${table} where person_id is null`);
      expect(rows, table).toHaveLength(0);
    }
    const { rows } = await client.query<{ person_id: number | null }>("select person_id from outbox");
    expect(rows[0].person_id).not.toBeNull();
  });
});
