-- The trigram indexes below need pg_trgm. PostgreSQL counts it as a trusted extension (13+), so the
-- database owner may create it; PGlite loads it from its contrib bundle (app/db/pglite-options.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "people_email_trgm_idx" ON "people" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_company_trgm_idx" ON "people" USING gin ("company" gin_trgm_ops);