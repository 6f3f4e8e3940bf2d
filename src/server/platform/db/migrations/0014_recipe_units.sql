-- The unit is added without NOT NULL, filled from each line's product (whose base unit the quantity was written in until now), then made NOT NULL (decision 036).
ALTER TABLE "recipe_ingredients" ADD COLUMN "unit" text;--> statement-breakpoint
UPDATE "recipe_ingredients" SET "unit" = "private_products"."unit" FROM "private_products" WHERE "private_products"."id" = "recipe_ingredients"."product_id";--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ALTER COLUMN "unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD COLUMN "yield_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "missing_ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_unit_length" CHECK (char_length("recipe_ingredients"."unit") between 1 and 50);--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_yield_percent" CHECK ("recipe_ingredients"."yield_percent" > 0 and "recipe_ingredients"."yield_percent" <= 100);
