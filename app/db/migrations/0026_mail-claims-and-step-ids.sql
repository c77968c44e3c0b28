ALTER TABLE "outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD COLUMN "passed_step_id" integer;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD COLUMN "due_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD COLUMN "step_id" integer;--> statement-breakpoint
-- Steps by id (decision 0105). A send names the step that stood at its position.
UPDATE "sequence_sends" s SET "step_id" = st."id" FROM "sequence_steps" st
  WHERE st."sequence_id" = s."sequence_id" AND st."position" = s."position";--> statement-breakpoint
-- An enrolment has passed the last step before its next position (none when it had sent none);
-- its next step's delay counts from its last step's sending, or from the enrolment.
UPDATE "sequence_enrollments" e SET
  "passed_step_id" = (SELECT st."id" FROM "sequence_steps" st
    WHERE st."sequence_id" = e."sequence_id" AND st."position" < e."next_position"
    ORDER BY st."position" DESC LIMIT 1),
  "due_from" = coalesce((SELECT max(s."sent_at") FROM "sequence_sends" s
    WHERE s."enrollment_id" = e."id" AND s."status" = 'sent'), e."enrolled_at");--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ALTER COLUMN "due_from" SET NOT NULL;--> statement-breakpoint
DROP INDEX "sequence_sends_step_idx";--> statement-breakpoint
DROP INDEX "sequence_sends_sequence_idx";--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_passed_step_id_sequence_steps_id_fk" FOREIGN KEY ("passed_step_id") REFERENCES "public"."sequence_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_step_id_sequence_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."sequence_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_sends_step_idx" ON "sequence_sends" USING btree ("enrollment_id","step_id");--> statement-breakpoint
CREATE INDEX "sequence_sends_sequence_idx" ON "sequence_sends" USING btree ("sequence_id","step_id");
