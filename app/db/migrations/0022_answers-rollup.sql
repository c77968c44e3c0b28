CREATE TABLE "assessment_answer_days" (
	"period" text NOT NULL,
	"day" date NOT NULL,
	"level" integer NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"n" bigint NOT NULL,
	"total" numeric NOT NULL,
	CONSTRAINT "assessment_answer_days_period_day_level_source_kind_key_value_pk" PRIMARY KEY("period","day","level","source","kind","key","value")
);
--> statement-breakpoint
CREATE TABLE "assessment_answer_days_zone" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
-- Decision 0101: the answers by question (product.md §10.13) read a daily rollup that triggers keep
-- exact whatever writes assessment_responses. The first-touch source is Insights' rule
-- (app/utils/traffic-source.ts): utm_source, else the referrer's host without "www.", else "direct".
CREATE FUNCTION "assessment_source"(attribution jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    nullif(left(lower(trim(attribution->>'utm_source')), 200), ''),
    nullif(regexp_replace(lower(substring(trim(attribution->>'referrer')
      from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '^www\.', ''), ''),
    'direct')
$$;
--> statement-breakpoint
-- One assessment's figures: itself, each answer given, each challenge named, each numeric rating;
-- each twice, for its day and for its month (the month's first day), so a long range sums months.
CREATE FUNCTION "assessment_answer_figures"(created_at timestamptz, level integer, attribution jsonb,
    knowledge jsonb, challenges text, awareness jsonb, topics jsonb, tz text)
  RETURNS TABLE(period text, day date, level integer, source text, kind text, key text, value text, n bigint,
    total numeric)
  LANGUAGE sql STABLE AS $$
  SELECT p.period, CASE p.period WHEN 'month' THEN date_trunc('month', (created_at AT TIME ZONE tz)::date)::date
      ELSE (created_at AT TIME ZONE tz)::date END,
    level, assessment_source(attribution), f.kind, f.key, f.value, f.n, f.total
  FROM (VALUES ('day'), ('month')) p(period), (
    SELECT 'count' AS kind, '' AS key, '' AS value, 1::bigint AS n, 0::numeric AS total
    UNION ALL
    SELECT 'answer', a.key, a.value, 1, 0
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(knowledge) = 'object' THEN knowledge ELSE '{}' END) a
    WHERE a.value <> ''
    UNION ALL
    SELECT 'challenge', c, '', 1, 0 FROM unnest(string_to_array(challenges, ', ')) c WHERE c <> ''
    UNION ALL
    SELECT 'awareness', a.key, '', 1, a.value::numeric
    FROM jsonb_each(CASE WHEN jsonb_typeof(awareness) = 'object' THEN awareness ELSE '{}' END) a
    WHERE jsonb_typeof(a.value) = 'number'
    UNION ALL
    SELECT 'topic', t.key, '', 1, t.value::numeric
    FROM jsonb_each(CASE WHEN jsonb_typeof(topics) = 'object' THEN topics ELSE '{}' END) t
    WHERE jsonb_typeof(t.value) = 'number'
  ) f
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert (a restore's, the benchmark's) is one
-- grouped upsert, not one per row; an update subtracts the old rows' figures and adds the new ones'
-- in the same upsert. Reading the zone FOR SHARE waits for a rebuild in progress. The rows are
-- chosen by EXECUTE because a trigger sees only its event's transition tables.
CREATE FUNCTION "assessment_answer_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
BEGIN
  SELECT time_zone INTO tz FROM assessment_answer_days_zone WHERE id = 1 FOR SHARE;
  EXECUTE format($sql$
    INSERT INTO assessment_answer_days AS d
    SELECT f.period, f.day, f.level, f.source, f.kind, f.key, f.value, sum(f.n * r.sign),
      sum(f.total * r.sign)
    FROM (%s) r CROSS JOIN LATERAL assessment_answer_figures(r.created_at, r.recommended_level,
      r.attribution, r.knowledge_answers, r.challenges, r.awareness_answers, r.topic_interests, $1) f
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (period, day, level, source, kind, key, value)
      DO UPDATE SET n = d.n + excluded.n, total = d.total + excluded.total$sql$,
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
      ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
    END) USING tz;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assessment_answer_days_insert" AFTER INSERT ON "assessment_responses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assessment_answer_days_apply();
--> statement-breakpoint
CREATE TRIGGER "assessment_answer_days_update" AFTER UPDATE ON "assessment_responses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION assessment_answer_days_apply();
--> statement-breakpoint
CREATE TRIGGER "assessment_answer_days_delete" AFTER DELETE ON "assessment_responses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assessment_answer_days_apply();
--> statement-breakpoint
CREATE FUNCTION "assessment_answer_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM assessment_answer_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assessment_answer_days_truncate" AFTER TRUNCATE ON "assessment_responses"
  FOR EACH STATEMENT EXECUTE FUNCTION assessment_answer_days_clear();
--> statement-breakpoint
-- The whole rollup in a zone: the backfill below, and the app's when the site's zone was changed.
CREATE FUNCTION "assessment_answer_days_rebuild"(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE assessment_answer_days_zone IN EXCLUSIVE MODE;
  IF EXISTS (SELECT FROM assessment_answer_days_zone WHERE id = 1 AND time_zone = tz) THEN
    RETURN;
  END IF;
  INSERT INTO assessment_answer_days_zone (id, time_zone) VALUES (1, tz)
    ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  DELETE FROM assessment_answer_days;
  INSERT INTO assessment_answer_days
  SELECT f.period, f.day, f.level, f.source, f.kind, f.key, f.value, sum(f.n), sum(f.total)
  FROM assessment_responses r CROSS JOIN LATERAL assessment_answer_figures(r.created_at,
    r.recommended_level, r.attribution, r.knowledge_answers, r.challenges, r.awareness_answers,
    r.topic_interests, tz) f
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
END
$$;
--> statement-breakpoint
SELECT assessment_answer_days_rebuild('America/Los_Angeles');
