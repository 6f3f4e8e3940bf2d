ALTER TABLE "private_products" ADD COLUMN "iva" text;--> statement-breakpoint
ALTER TABLE "private_products" ADD COLUMN "ieps_kind" text;--> statement-breakpoint
ALTER TABLE "private_products" ADD COLUMN "ieps_value" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "private_products" ADD CONSTRAINT "products_iva" CHECK ("private_products"."iva" in ('0', '16', 'exento'));--> statement-breakpoint
ALTER TABLE "private_products" ADD CONSTRAINT "products_ieps_kind" CHECK ("private_products"."ieps_kind" in ('tasa', 'cuota'));--> statement-breakpoint
ALTER TABLE "private_products" ADD CONSTRAINT "products_ieps_value" CHECK (("private_products"."ieps_kind" is null) = ("private_products"."ieps_value" is null) and "private_products"."ieps_value" >= 0);