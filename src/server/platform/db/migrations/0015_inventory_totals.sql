CREATE TABLE "inventory_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"low_stock_count" integer DEFAULT 0 NOT NULL,
	"stock_value" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
DROP INDEX "private_products_user_id_supplier_id_index";--> statement-breakpoint
DROP INDEX "marketplace_products_category_index";--> statement-breakpoint
DROP INDEX "marketplace_products_available_name_idx";--> statement-breakpoint
ALTER TABLE "private_products" ADD COLUMN "low_stock" boolean GENERATED ALWAYS AS ("private_products"."stock_quantity" < "private_products"."min_stock_quantity") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_totals" ADD CONSTRAINT "inventory_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_products_supplier_name_idx" ON "private_products" USING btree ("user_id","supplier_id","name","id");--> statement-breakpoint
CREATE INDEX "stock_movements_receipt_user_idx" ON "stock_movements" USING btree ("user_id") WHERE "stock_movements"."reason" = 'receipt';--> statement-breakpoint
CREATE INDEX "marketplace_products_available_category_idx" ON "marketplace_products" USING btree ("category","name","id") WHERE "marketplace_products"."is_available";--> statement-breakpoint
CREATE INDEX "marketplace_products_available_name_idx" ON "marketplace_products" USING btree ("name","id") WHERE "marketplace_products"."is_available";--> statement-breakpoint
-- Hand-written (decision 040): inventory_totals follows private_products. A DEFERRED constraint
-- trigger runs at commit, after the transaction's product row locks, so the one totals row per
-- owner is locked last and briefly: concurrent stock changes of one restaurant cannot deadlock on it.
-- The rule of low stock is the generated column low_stock (lowStockWhere), not repeated here.
CREATE FUNCTION "inventory_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."user_id" = NEW."user_id" THEN
    UPDATE "inventory_totals" SET
      "low_stock_count" = "low_stock_count" + NEW."low_stock"::int - OLD."low_stock"::int,
      "stock_value" = "stock_value" + NEW."stock_quantity" * NEW."current_price" - OLD."stock_quantity" * OLD."current_price"
    WHERE "user_id" = NEW."user_id";
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "inventory_totals" SET
      "product_count" = "product_count" - 1,
      "low_stock_count" = "low_stock_count" - OLD."low_stock"::int,
      "stock_value" = "stock_value" - OLD."stock_quantity" * OLD."current_price"
    WHERE "user_id" = OLD."user_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "inventory_totals" SET
      "product_count" = "product_count" + 1,
      "low_stock_count" = "low_stock_count" + NEW."low_stock"::int,
      "stock_value" = "stock_value" + NEW."stock_quantity" * NEW."current_price"
    WHERE "user_id" = NEW."user_id";
    IF NOT FOUND THEN
      -- The owner's first product. The owner may have been deleted later in the same transaction.
      INSERT INTO "inventory_totals" AS t ("user_id", "product_count", "low_stock_count", "stock_value")
      SELECT NEW."user_id", 1, NEW."low_stock"::int, NEW."stock_quantity" * NEW."current_price"
      WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = NEW."user_id")
      ON CONFLICT ("user_id") DO UPDATE SET
        "product_count" = t."product_count" + 1,
        "low_stock_count" = t."low_stock_count" + excluded."low_stock_count",
        "stock_value" = t."stock_value" + excluded."stock_value";
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inventory_totals_insert_delete" AFTER INSERT OR DELETE ON "private_products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "inventory_totals_apply"();
--> statement-breakpoint
-- Only the changes that move a figure (a renamed product costs nothing).
CREATE CONSTRAINT TRIGGER "inventory_totals_update" AFTER UPDATE ON "private_products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."user_id", OLD."stock_quantity", OLD."current_price", OLD."low_stock")
    IS DISTINCT FROM (NEW."user_id", NEW."stock_quantity", NEW."current_price", NEW."low_stock"))
  EXECUTE FUNCTION "inventory_totals_apply"();
--> statement-breakpoint
INSERT INTO "inventory_totals" ("user_id", "product_count", "low_stock_count", "stock_value")
SELECT "user_id", count(*), count(*) FILTER (WHERE "low_stock"), coalesce(sum("stock_quantity" * "current_price"), 0)
FROM "private_products" GROUP BY "user_id";
