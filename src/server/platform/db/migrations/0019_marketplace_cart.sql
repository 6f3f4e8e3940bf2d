CREATE TABLE "marketplace_cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"marketplace_product_id" uuid,
	"product_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_cart_quantity_positive" CHECK ("marketplace_cart_lines"."quantity" > 0),
	CONSTRAINT "marketplace_cart_name_length" CHECK (char_length("marketplace_cart_lines"."product_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "marketplace_cart_lines" ADD CONSTRAINT "marketplace_cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_cart_lines" ADD CONSTRAINT "marketplace_cart_lines_marketplace_product_id_marketplace_products_id_fk" FOREIGN KEY ("marketplace_product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_cart_lines_user_id_marketplace_product_id_index" ON "marketplace_cart_lines" USING btree ("user_id","marketplace_product_id");--> statement-breakpoint
CREATE INDEX "marketplace_cart_lines_marketplace_product_id_index" ON "marketplace_cart_lines" USING btree ("marketplace_product_id");