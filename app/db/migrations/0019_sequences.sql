CREATE TABLE "sequence_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sequence_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	"person_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sequence_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sequence_id" integer NOT NULL,
	"person_id" integer,
	"level" smallint,
	"status" text DEFAULT 'active' NOT NULL,
	"exit_reason" text,
	"next_position" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"enrolled_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sequence_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sequence_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sequence_id" integer NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_opt_outs" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"send_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sequence_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrollment_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"position" integer NOT NULL,
	"person_id" integer,
	"subject" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sequence_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sequence_id" integer NOT NULL,
	"position" integer NOT NULL,
	"delay_hours" integer NOT NULL,
	"send_hour" smallint,
	"subject" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sequences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"trigger" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sequence_clicks" ADD CONSTRAINT "sequence_clicks_link_id_sequence_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."sequence_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_clicks" ADD CONSTRAINT "sequence_clicks_send_id_sequence_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."sequence_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_clicks" ADD CONSTRAINT "sequence_clicks_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_links" ADD CONSTRAINT "sequence_links_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_opt_outs" ADD CONSTRAINT "sequence_opt_outs_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_opt_outs" ADD CONSTRAINT "sequence_opt_outs_send_id_sequence_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."sequence_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_steps" ADD CONSTRAINT "sequence_steps_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sequence_clicks_send_idx" ON "sequence_clicks" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "sequence_clicks_person_idx" ON "sequence_clicks" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_enrollments_person_idx" ON "sequence_enrollments" USING btree ("sequence_id","person_id");--> statement-breakpoint
CREATE INDEX "sequence_enrollments_due_idx" ON "sequence_enrollments" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "sequence_enrollments_claimed_idx" ON "sequence_enrollments" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "sequence_enrollments_of_person_idx" ON "sequence_enrollments" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_links_url_idx" ON "sequence_links" USING btree ("sequence_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_sends_step_idx" ON "sequence_sends" USING btree ("enrollment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_sends_token_idx" ON "sequence_sends" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sequence_sends_sequence_idx" ON "sequence_sends" USING btree ("sequence_id","position");--> statement-breakpoint
CREATE INDEX "sequence_sends_person_idx" ON "sequence_sends" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_steps_position_idx" ON "sequence_steps" USING btree ("sequence_id","position");--> statement-breakpoint
CREATE INDEX "sequences_trigger_idx" ON "sequences" USING btree (("trigger"->>'kind'));