CREATE TABLE "payment_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"stripe_invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"hosted_invoice_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"registration_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"offer_token" text,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_stripe_idx" ON "payment_invoices" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "payment_invoices_person_idx" ON "payment_invoices" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_session_idx" ON "payment_orders" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_offer_idx" ON "payment_orders" USING btree ("offer_token");--> statement-breakpoint
CREATE INDEX "payment_orders_event_status_idx" ON "payment_orders" USING btree ("event_id","status","hold_until");--> statement-breakpoint
CREATE INDEX "payment_orders_person_idx" ON "payment_orders" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "payment_orders_intent_idx" ON "payment_orders" USING btree ("payment_intent_id");