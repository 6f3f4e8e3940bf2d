ALTER TABLE "stock_daily_changes" DROP CONSTRAINT "stock_daily_changes_product_id_day_pk";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "applied_receipts" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "preparations" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_daily_changes" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_daily_changes" ADD COLUMN "transferred" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_entries" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_location_id_restaurant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."restaurant_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_receipts" ADD CONSTRAINT "applied_receipts_location_id_restaurant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."restaurant_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preparations" ADD CONSTRAINT "preparations_location_id_restaurant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."restaurant_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_entries" ADD CONSTRAINT "waste_entries_location_id_restaurant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."restaurant_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_daily_changes" ADD CONSTRAINT "stock_daily_changes_product_day_location_key" UNIQUE NULLS NOT DISTINCT("product_id","day","location_id");--> statement-breakpoint
-- Hand-written (decision 057): each document names the branch its journal rows name (the same
-- transaction wrote both: a waste entry and a preparation are their movements' reference, a receipt and
-- an invoice share their movements' timestamp, a received order is its 'receiving' movements' reference).
-- Reasons are compared as text: on a fresh database the values added by 0013, 0016, 0022 and 0025 are
-- not committed yet in this migration run, and PostgreSQL refuses an uncommitted enum value.
UPDATE "waste_entries" w SET "location_id" = m."location_id" FROM "stock_movements" m
WHERE m."user_id" = w."user_id" AND m."reason"::text = 'waste' AND m."reference" = w."id"::text;
--> statement-breakpoint
UPDATE "preparations" p SET "location_id" = m."location_id" FROM "stock_movements" m
WHERE m."user_id" = p."user_id" AND m."reason"::text IN ('preparation', 'production') AND m."reference" = p."id"::text;
--> statement-breakpoint
UPDATE "applied_receipts" r SET "location_id" = m."location_id" FROM "stock_movements" m
WHERE m."user_id" = r."user_id" AND m."reason"::text = 'receipt' AND m."created_at" = r."applied_at";
--> statement-breakpoint
UPDATE "invoices" i SET "location_id" = m."location_id" FROM "stock_movements" m
WHERE m."user_id" = i."user_id" AND m."reason"::text = 'invoice' AND m."created_at" = i."registered_at";
--> statement-breakpoint
UPDATE "purchase_orders" o SET "location_id" = m."location_id" FROM "stock_movements" m
WHERE m."user_id" = o."user_id" AND m."reason"::text = 'receiving' AND m."reference" = o."id"::text AND m."location_id" IS NOT NULL;
--> statement-breakpoint
-- A document without such a row (a credit note, an order of which nothing arrived) goes to the main
-- branch (the one marked main, else the first made), as 0025 did; restaurants without branches keep null.
UPDATE "waste_entries" d SET "location_id" = m."id" FROM (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m WHERE m."user_id" = d."user_id" AND d."location_id" IS NULL;
--> statement-breakpoint
UPDATE "preparations" d SET "location_id" = m."id" FROM (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m WHERE m."user_id" = d."user_id" AND d."location_id" IS NULL;
--> statement-breakpoint
UPDATE "applied_receipts" d SET "location_id" = m."id" FROM (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m WHERE m."user_id" = d."user_id" AND d."location_id" IS NULL;
--> statement-breakpoint
UPDATE "invoices" d SET "location_id" = m."id" FROM (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m WHERE m."user_id" = d."user_id" AND d."location_id" IS NULL;
--> statement-breakpoint
UPDATE "purchase_orders" d SET "location_id" = m."id" FROM (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m WHERE m."user_id" = d."user_id" AND d."location_id" IS NULL;
--> statement-breakpoint
-- stock_daily_changes (0023) is kept per product, day and branch from now on, with the part transfers
-- between branches moved: rebuilt from the journal, and its trigger keeps both.
DELETE FROM "stock_daily_changes";
--> statement-breakpoint
INSERT INTO "stock_daily_changes" ("product_id", "day", "location_id", "user_id", "delta", "transferred")
SELECT "product_id", ("created_at" AT TIME ZONE 'America/Mexico_City')::date, "location_id", min("user_id"), sum("delta"),
  coalesce(sum("delta") FILTER (WHERE "reason"::text = 'transfer'), 0)
FROM "stock_movements" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stock_daily_changes_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_daily_changes" AS d ("product_id", "day", "location_id", "user_id", "delta", "transferred")
  SELECT NEW."product_id", (NEW."created_at" AT TIME ZONE 'America/Mexico_City')::date, NEW."location_id", NEW."user_id",
    NEW."delta", CASE WHEN NEW."reason"::text = 'transfer' THEN NEW."delta" ELSE 0 END
  WHERE EXISTS (SELECT 1 FROM "private_products" WHERE "id" = NEW."product_id")
  ON CONFLICT ("product_id", "day", "location_id")
  DO UPDATE SET "delta" = d."delta" + excluded."delta", "transferred" = d."transferred" + excluded."transferred";
  RETURN NULL;
END
$$;
