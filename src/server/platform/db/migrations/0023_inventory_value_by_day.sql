CREATE TABLE "stock_daily_changes" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"delta" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_daily_changes_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
ALTER TABLE "stock_daily_changes" ADD CONSTRAINT "stock_daily_changes_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_daily_changes" ADD CONSTRAINT "stock_daily_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_daily_changes_user_id_day_index" ON "stock_daily_changes" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "stock_movements_count_user_created_idx" ON "stock_movements" USING btree ("user_id","created_at") WHERE "stock_movements"."reason" = 'count';--> statement-breakpoint
-- Hand-written (decision 051): stock_daily_changes follows stock_movements, which is append-only.
-- A DEFERRED constraint trigger runs at commit, after the transaction's product row locks, as
-- inventory_totals does (0015). The day is the calendar day in Mexico City (src/common/calendar's
-- TIME_ZONE), the one the reports group by. The product may have been deleted later in the same
-- transaction, taking its movements with it: then there is nothing to keep.
CREATE FUNCTION "stock_daily_changes_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_daily_changes" AS d ("product_id", "day", "user_id", "delta")
  SELECT NEW."product_id", (NEW."created_at" AT TIME ZONE 'America/Mexico_City')::date, NEW."user_id", NEW."delta"
  WHERE EXISTS (SELECT 1 FROM "private_products" WHERE "id" = NEW."product_id")
  ON CONFLICT ("product_id", "day") DO UPDATE SET "delta" = d."delta" + excluded."delta";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stock_daily_changes_insert" AFTER INSERT ON "stock_movements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_daily_changes_apply"();
--> statement-breakpoint
INSERT INTO "stock_daily_changes" ("product_id", "day", "user_id", "delta")
SELECT "product_id", ("created_at" AT TIME ZONE 'America/Mexico_City')::date, min("user_id"), sum("delta")
FROM "stock_movements" GROUP BY 1, 2;
