CREATE TYPE "public"."order_party" AS ENUM('restaurante', 'proveedor');--> statement-breakpoint
-- Decision 043. The enum is rebuilt rather than extended (ALTER TYPE … ADD VALUE cannot be used in the
-- transaction that adds it), so existing rows are mapped as they convert: a marketplace order its supplier
-- marked 'completada' was delivered and is now 'entregada' (not yet received into stock, so the
-- restaurant can still receive it); own-contact orders keep their status.
ALTER TYPE "public"."order_status" RENAME TO "order_status_before_0018";--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pendiente', 'confirmada', 'en_camino', 'entregada', 'completada', 'cancelada');--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING (CASE WHEN "order_type" = 'marketplace' AND "status" = 'completada' THEN 'entregada' ELSE "status"::text END)::"public"."order_status";--> statement-breakpoint
ALTER TABLE "purchase_orders" ALTER COLUMN "status" SET DEFAULT 'pendiente';--> statement-breakpoint
DROP TYPE "public"."order_status_before_0018";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "original_quantity" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "original_unit_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancelled_by" "order_party";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
-- An own-contact order is 'completada' exactly when it was received: when is its last change.
UPDATE "purchase_orders" SET "received_at" = "updated_at" WHERE "order_type" = 'direct' AND "status" = 'completada';--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD COLUMN "reserved_quantity" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "orders_cancel_reason_length" CHECK (char_length("purchase_orders"."cancel_reason") <= 500);--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD CONSTRAINT "marketplace_reserved_within_stock" CHECK ("marketplace_products"."reserved_quantity" >= 0 and "marketplace_products"."reserved_quantity" <= "marketplace_products"."stock_quantity");