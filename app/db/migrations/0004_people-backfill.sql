-- One person per normalised e-mail (trimmed, lower-cased) for every submission stored before people
-- existed. Name, company and role: the latest submission that gave each; attribution: the earliest
-- non-empty one (first touch); status: the latest assessment status an admin set. Self-contained.
WITH submissions AS (
  SELECT lower(trim(email)) AS email, NULL::text AS name, NULL::text AS company, NULL::text AS role,
         'newsletter' AS source, attribution, subscribed_at AS at
    FROM newsletter_subscribers
  UNION ALL
  SELECT lower(trim(email)), name, company, job_title, 'assessment', attribution, created_at
    FROM assessment_responses
  UNION ALL
  SELECT lower(trim(work_email)), full_name, company_name, role, 'contact', attribution, created_at
    FROM contact_inquiries
  UNION ALL
  SELECT lower(trim(email)), name, company, role, 'webinar', attribution, created_at
    FROM leads
  UNION ALL
  SELECT lower(trim(email)), name, NULL, NULL, 'resource-request', attribution, created_at
    FROM resource_requests
)
INSERT INTO people (email, name, company, role, sources, attribution, first_seen_at, last_activity_at)
SELECT email,
       (array_agg(name ORDER BY at DESC) FILTER (WHERE nullif(trim(name), '') IS NOT NULL))[1],
       (array_agg(company ORDER BY at DESC) FILTER (WHERE nullif(trim(company), '') IS NOT NULL))[1],
       (array_agg(role ORDER BY at DESC) FILTER (WHERE nullif(trim(role), '') IS NOT NULL))[1],
       array_agg(DISTINCT source ORDER BY source),
       coalesce((array_agg(attribution ORDER BY at) FILTER (WHERE attribution <> '{}'::jsonb))[1], '{}'::jsonb),
       min(at),
       max(at)
  FROM submissions
 GROUP BY email;
--> statement-breakpoint
UPDATE newsletter_subscribers t SET person_id = p.id FROM people p WHERE p.email = lower(trim(t.email));
--> statement-breakpoint
UPDATE assessment_responses t SET person_id = p.id FROM people p WHERE p.email = lower(trim(t.email));
--> statement-breakpoint
UPDATE contact_inquiries t SET person_id = p.id FROM people p WHERE p.email = lower(trim(t.work_email));
--> statement-breakpoint
UPDATE leads t SET person_id = p.id FROM people p WHERE p.email = lower(trim(t.email));
--> statement-breakpoint
UPDATE resource_requests t SET person_id = p.id FROM people p WHERE p.email = lower(trim(t.email));
--> statement-breakpoint
-- E-mails sent to a person (their own copies); notices that only mention them are found at erasure.
UPDATE outbox t SET person_id = p.id FROM people p WHERE p.email = lower(trim(t."to"));
--> statement-breakpoint
UPDATE people p SET status = a.lead_status
  FROM (SELECT DISTINCT ON (person_id) person_id, lead_status
          FROM assessment_responses
         WHERE lead_status <> 'lead'
         ORDER BY person_id, created_at DESC) a
 WHERE a.person_id = p.id;
