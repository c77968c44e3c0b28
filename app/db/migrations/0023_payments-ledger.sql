CREATE TABLE "payment_differences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_differences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"stripe_id" text NOT NULL,
	"order_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"detail" text NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checked_at" timestamp with time zone NOT NULL,
	"since" timestamp with time zone,
	"stripe_paid_cents" bigint NOT NULL,
	"stripe_refunded_cents" bigint NOT NULL,
	"books_paid_cents" bigint NOT NULL,
	"books_refunded_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"stripe_refund_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"releases_place" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stripe_money" (
	"stripe_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" integer,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_registration_id_event_registrations_id_fk";
--> statement-breakpoint
DROP INDEX "payment_orders_event_status_idx";--> statement-breakpoint
ALTER TABLE "payment_invoices" ALTER COLUMN "stripe_invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "idempotency_key" text DEFAULT ('invoice-' || gen_random_uuid()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "days_until_due" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "product" text DEFAULT 'event-seat' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "return_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checkout_closed_at" timestamp with time zone;--> statement-breakpoint
-- The orders so far were all seats at events: their product, place, title and page come from them.
UPDATE "payment_orders" o SET "product_id" = o."event_id", "place_id" = o."registration_id",
  "title" = coalesce((SELECT e."title" FROM "events" e WHERE e."id" = o."event_id"), ''),
  "return_url" = coalesce((SELECT '/webinars/' || e."slug" FROM "events" e WHERE e."id" = o."event_id"), '');--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "effect" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_differences_kind_idx" ON "payment_differences" USING btree ("kind","stripe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key_idx" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_stripe_idx" ON "payment_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_product_status_idx" ON "payment_orders" USING btree ("product","product_id","status","hold_until");--> statement-breakpoint
CREATE INDEX "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stripe_events_parked_idx" ON "stripe_events" USING btree ("subject") WHERE status = 'parked';