ALTER TABLE "bookings" ADD COLUMN "join_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "location_type" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_url" text;