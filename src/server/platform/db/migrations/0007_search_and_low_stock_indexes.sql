CREATE INDEX IF NOT EXISTS "private_products_low_stock_idx" ON "private_products" USING btree ("user_id",("stock_quantity" - "min_stock_quantity"),"name") WHERE coalesce("private_products"."stock_quantity", 0) < coalesce("private_products"."min_stock_quantity", 10);--> statement-breakpoint
-- Trigram indexes (0004) without GIN's pending list: PGlite runs no autovacuum to merge it, so every
-- search scanned up to 4 MB of unsorted entries after bulk inserts (docs/benchmarks.md).
ALTER INDEX "marketplace_products_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "private_products_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('marketplace_products_name_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('private_products_name_trgm_idx'::regclass);
