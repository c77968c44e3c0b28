-- product.md §2's masterclass becomes the first event (January 15, 2025, 2:00-3:00 PM EST
-- = America/New_York, 60 minutes, 50 seats, published; texts as in app/content/webinar.ts), and
-- every webinar registration already stored (leads of type 'webinar') takes a seat at it, in the
-- order they came. The leads rows stay: the Legacy view and People read them.
INSERT INTO events (title, slug, summary, agenda, takeaways, starts_at, time_zone, duration_minutes,
                    capacity, host, published, created_at, updated_at)
VALUES (
  'Speak the CFO''s Language: A Financial Acumen Masterclass for Non-Finance Leaders',
  'financial-acumen-masterclass-2025-01-15',
  'A free 60-minute live session on reading the numbers that drive your business, connecting your team''s work to profit and cash, and making a business case finance says yes to.',
  '[{"minutes":"0–10","title":"Why financial fluency separates good leaders from trusted ones"},{"minutes":"10–25","title":"The three statements in plain language: profit, cash and what you own"},{"minutes":"25–40","title":"From activity to ROI: linking your team''s work to the numbers"},{"minutes":"40–50","title":"Building a business case the CFO will back"},{"minutes":"50–60","title":"Live Q&A"}]'::jsonb,
  '["Read an income statement, balance sheet and cash flow statement with confidence","Spot the early signs that profit is not turning into cash","Frame your next budget request around return, risk and timing","A one-page financial cheat sheet to keep after the session"]'::jsonb,
  '2025-01-15T14:00:00-05:00'::timestamptz,
  'America/New_York',
  60,
  50,
  'Jordan Ellis, Founder & Lead Facilitator',
  true,
  '2025-01-01T00:00:00Z'::timestamptz,
  '2025-01-01T00:00:00Z'::timestamptz
);
--> statement-breakpoint
INSERT INTO event_registrations (event_id, person_id, name, email, status, cancel_token, attribution,
                                 created_at, updated_at)
SELECT e.id, l.person_id, l.name, l.email, 'confirmed', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
       l.attribution, l.created_at, l.created_at
  FROM leads l
  CROSS JOIN (SELECT id FROM events WHERE slug = 'financial-acumen-masterclass-2025-01-15') e
 WHERE l.lead_type = 'webinar'
 ORDER BY l.created_at, l.id
ON CONFLICT DO NOTHING;
