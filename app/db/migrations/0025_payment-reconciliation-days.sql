CREATE TABLE "payment_reconciliation_days" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
