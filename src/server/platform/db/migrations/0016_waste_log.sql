CREATE TYPE "public"."waste_reason" AS ENUM('caducado', 'danado', 'sobreproduccion', 'error_preparacion', 'otro');--> statement-breakpoint
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'waste';--> statement-breakpoint
CREATE TABLE "waste_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"base_quantity" numeric(14, 3) NOT NULL,
	"base_unit" text NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"reason" "waste_reason" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waste_entries_note_length" CHECK (char_length("waste_entries"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "waste_entries" ADD CONSTRAINT "waste_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_entries" ADD CONSTRAINT "waste_entries_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waste_entries_user_id_created_at_index" ON "waste_entries" USING btree ("user_id","created_at" DESC NULLS LAST);