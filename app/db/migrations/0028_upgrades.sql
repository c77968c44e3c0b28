CREATE TABLE "upgrades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upgrades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release" text NOT NULL,
	"from_migration" text NOT NULL,
	"to_migration" text NOT NULL,
	"applied" integer NOT NULL,
	"backup" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
