ALTER TABLE "event_interests" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_interests" ADD COLUMN "told_event_id" integer;--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_told_event_id_events_id_fk" FOREIGN KEY ("told_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;