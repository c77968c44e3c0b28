CREATE TABLE "client_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pack_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"sessions" integer NOT NULL,
	"credits" integer NOT NULL,
	"scheduler_event_type_uri" text,
	"join_url" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ending_notice_at" timestamp with time zone,
	"last_credit_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_packs_credits_not_negative" CHECK ("client_packs"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pack_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pack_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"client_pack_id" integer,
	"kind" text NOT NULL,
	"change" integer NOT NULL,
	"invitee_uri" text,
	"call_starts_at" timestamp with time zone,
	"reason" text,
	"admin_user_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"sessions" integer,
	"months" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"scheduler_event_type_uri" text,
	"join_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_packs" ADD CONSTRAINT "client_packs_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_packs" ADD CONSTRAINT "client_packs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_packs" ADD CONSTRAINT "client_packs_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_credits" ADD CONSTRAINT "pack_credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_credits" ADD CONSTRAINT "pack_credits_client_pack_id_client_packs_id_fk" FOREIGN KEY ("client_pack_id") REFERENCES "public"."client_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_credits" ADD CONSTRAINT "pack_credits_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_packs_order_idx" ON "client_packs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "client_packs_person_idx" ON "client_packs" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "client_packs_status_end_idx" ON "client_packs" USING btree ("status","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "pack_credits_call_idx" ON "pack_credits" USING btree ("invitee_uri","kind");--> statement-breakpoint
CREATE INDEX "pack_credits_person_idx" ON "pack_credits" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "pack_credits_pack_idx" ON "pack_credits" USING btree ("client_pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packs_slug_idx" ON "packs" USING btree ("slug");