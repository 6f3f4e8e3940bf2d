ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'production';--> statement-breakpoint
CREATE TABLE "recipe_outputs" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "recipe_outputs_productId_unique" UNIQUE("product_id"),
	CONSTRAINT "recipe_outputs_quantity_positive" CHECK ("recipe_outputs"."quantity" > 0),
	CONSTRAINT "recipe_outputs_unit_length" CHECK (char_length("recipe_outputs"."unit") between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "preparations" ADD COLUMN "produced" jsonb;--> statement-breakpoint
ALTER TABLE "recipe_outputs" ADD CONSTRAINT "recipe_outputs_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_outputs" ADD CONSTRAINT "recipe_outputs_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE cascade ON UPDATE no action;