ALTER TABLE "marketplace_products" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(translate("marketplace_products"."name", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "marketplace_products_available_fold_name_idx" ON "marketplace_products" USING btree (("name_folded" collate "C"),"id") WHERE "marketplace_products"."is_available";--> statement-breakpoint
CREATE INDEX "marketplace_products_name_fold_trgm_idx" ON "marketplace_products" USING gin ("name_folded" gin_trgm_ops) WITH (fastupdate=false) WHERE "marketplace_products"."is_available";--> statement-breakpoint
-- Replaced by the trigram index on name_folded (decision 083): the marketplace search folds accents as the products search does.
DROP INDEX IF EXISTS "marketplace_products_name_trgm_idx";
