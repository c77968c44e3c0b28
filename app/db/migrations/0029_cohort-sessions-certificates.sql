CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"name" text NOT NULL,
	"program" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sessions_attended" integer NOT NULL,
	"sessions" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_url" text
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"session_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"attended" boolean NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_attendance_session_id_registration_id_pk" PRIMARY KEY("session_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "session_reminders" (
	"registration_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"lead" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_reminders_registration_id_session_id_lead_pk" PRIMARY KEY("registration_id","session_id","lead")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "certificate_min_sessions" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "certificates_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_registration_idx" ON "certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "certificates_event_idx" ON "certificates" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "certificates_person_idx" ON "certificates" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_sessions_event_number_idx" ON "event_sessions" USING btree ("event_id","number");--> statement-breakpoint
CREATE INDEX "event_sessions_starts_idx" ON "event_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "session_attendance_registration_idx" ON "session_attendance" USING btree ("registration_id");--> statement-breakpoint
-- Every event so far is one session (decision 0108): its own start, duration and link stay the event's.
INSERT INTO "event_sessions" ("event_id", "number", "starts_at", "duration_minutes", "join_url")
SELECT "id", 1, "starts_at", "duration_minutes", NULL FROM "events";--> statement-breakpoint
-- The reminders already sent stay sent, now as claims on that one session.
INSERT INTO "session_reminders" ("registration_id", "session_id", "lead", "sent_at")
SELECT r."id", s."id", '24h', r."reminder_24h_at" FROM "event_registrations" r
JOIN "event_sessions" s ON s."event_id" = r."event_id" AND s."number" = 1
WHERE r."reminder_24h_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "session_reminders" ("registration_id", "session_id", "lead", "sent_at")
SELECT r."id", s."id", '1h', r."reminder_1h_at" FROM "event_registrations" r
JOIN "event_sessions" s ON s."event_id" = r."event_id" AND s."number" = 1
WHERE r."reminder_1h_at" IS NOT NULL;--> statement-breakpoint
-- Attendance marked on the whole event is that one session's.
INSERT INTO "session_attendance" ("session_id", "registration_id", "attended", "marked_at")
SELECT s."id", r."id", r."status" = 'attended', r."updated_at" FROM "event_registrations" r
JOIN "event_sessions" s ON s."event_id" = r."event_id" AND s."number" = 1
WHERE r."status" IN ('attended', 'no_show');--> statement-breakpoint
-- Programs that ended before certificates existed are not issued any now (the owner may "Issue now").
UPDATE "events" SET "certificates_issued_at" = now()
WHERE "starts_at" + make_interval(mins => "duration_minutes") <= now();--> statement-breakpoint
ALTER TABLE "event_registrations" DROP COLUMN "reminder_24h_at";--> statement-breakpoint
ALTER TABLE "event_registrations" DROP COLUMN "reminder_1h_at";