ALTER TABLE "payment_invoices" ALTER COLUMN "idempotency_key" SET DEFAULT ('invoice-' || gen_random_uuid()::text);--> statement-breakpoint
ALTER TABLE "payment_orders" DROP COLUMN "event_id";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP COLUMN "registration_id";