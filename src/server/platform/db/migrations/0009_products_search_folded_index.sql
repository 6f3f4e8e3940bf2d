CREATE INDEX "private_products_name_fold_trgm_idx" ON "private_products" USING gin (lower(translate("name", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Replaced by the index above: the products search folds accents (foldSql), so nothing used lower(name)'s trigrams.
DROP INDEX IF EXISTS "private_products_name_trgm_idx";
