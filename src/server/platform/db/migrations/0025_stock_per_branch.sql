ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'transfer';--> statement-breakpoint
CREATE TABLE "branch_stocks" (
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "branch_stocks_location_id_product_id_pk" PRIMARY KEY("location_id","product_id"),
	CONSTRAINT "branch_stocks_quantity_not_negative" CHECK ("branch_stocks"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "branch_stocks" ADD CONSTRAINT "branch_stocks_location_id_restaurant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."restaurant_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_stocks" ADD CONSTRAINT "branch_stocks_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_stocks" ADD CONSTRAINT "branch_stocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_stocks_product_id_index" ON "branch_stocks" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "branch_stocks_user_id_location_id_index" ON "branch_stocks" USING btree ("user_id","location_id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_location_id_restaurant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."restaurant_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_restaurant_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."restaurant_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 056): the main branch (the one marked main, else the first made) of each
-- restaurant holds today's stock, and the journal and orders so far name it.
INSERT INTO "branch_stocks" ("location_id", "product_id", "user_id", "quantity")
SELECT m."id", p."id", p."user_id", p."stock_quantity"
FROM "private_products" p JOIN (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m ON m."user_id" = p."user_id"
WHERE p."stock_quantity" > 0;
--> statement-breakpoint
UPDATE "stock_movements" s SET "location_id" = m."id" FROM (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m WHERE m."user_id" = s."user_id";
--> statement-breakpoint
UPDATE "purchase_orders" o SET "location_id" = m."id" FROM (SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "restaurant_locations" ORDER BY "user_id", "is_main_location" DESC, "created_at", "id") m WHERE m."user_id" = o."user_id";
