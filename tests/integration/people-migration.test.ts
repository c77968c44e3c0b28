import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteOptions } from "~/db/pglite-options.server";
import { MIGRATIONS_DIR } from "../../server/database";

// The backfill runs against the schema as it was just before it: every earlier migration is applied
// by hand (found by tag, so renumbering the migrations does not break this), then legacy rows go in.
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);
const backfill = tags.findIndex((t) => t.endsWith("_people-backfill"));
const run = async (client: PGlite, tag: string) => {
  for (const statement of readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), "utf8").split(
    "--> statement-breakpoint",
  ))
    if (statement.trim()) await client.exec(statement);
};

let client: PGlite;
beforeAll(async () => {
  client = new PGlite({ extensions: pgliteOptions.extensions });
  for (const tag of tags.slice(0, backfill)) await run(client, tag);
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
  for (const tag of tags.slice(backfill)) await run(client, tag);
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
