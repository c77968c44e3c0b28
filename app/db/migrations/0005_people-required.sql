ALTER TABLE "assessment_responses" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "person_notes" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "person_status_changes" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_requests" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_responses" DROP COLUMN "lead_status";