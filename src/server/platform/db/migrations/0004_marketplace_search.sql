-- Case-insensitive substring search on names stays fast at 100,000+ rows (trigram GIN indexes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marketplace_products_name_trgm_idx" ON "marketplace_products" USING gin (lower("name") gin_trgm_ops) WHERE "is_available";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "private_products_name_trgm_idx" ON "private_products" USING gin (lower("name") gin_trgm_ops);
