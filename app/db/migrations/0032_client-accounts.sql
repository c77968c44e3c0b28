CREATE TABLE "client_erasure_requests" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_sign_in_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_sign_in_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"person_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_erasure_requests" ADD CONSTRAINT "client_erasure_requests_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sessions" ADD CONSTRAINT "client_sessions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sign_in_links" ADD CONSTRAINT "client_sign_in_links_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_sessions_person_idx" ON "client_sessions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "client_sessions_expires_idx" ON "client_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_sign_in_links_token_idx" ON "client_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_sign_in_links_expires_idx" ON "client_sign_in_links" USING btree ("expires_at");