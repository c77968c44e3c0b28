ALTER TABLE "sequence_enrollments" DROP COLUMN "next_position";--> statement-breakpoint
ALTER TABLE "sequence_sends" DROP COLUMN "position";