CREATE TYPE "public"."invoice_line_action" AS ENUM('product', 'new', 'skip');--> statement-breakpoint
CREATE TYPE "public"."invoice_type" AS ENUM('I', 'E');--> statement-breakpoint
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'invoice';--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"product_code" text NOT NULL,
	"supplier_code" text,
	"quantity" numeric(20, 6) NOT NULL,
	"unit_code" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(20, 6) NOT NULL,
	"discount" numeric(20, 6) NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"iva_mxn" numeric(14, 2) NOT NULL,
	"ieps_mxn" numeric(14, 2) NOT NULL,
	"action" "invoice_line_action" NOT NULL,
	"product_id" uuid,
	"stock_quantity" numeric(14, 3)
);
--> statement-breakpoint
CREATE TABLE "invoice_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"issuer_rfc" text NOT NULL,
	"line_key" text NOT NULL,
	"product_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_mappings_key_length" CHECK (char_length("invoice_mappings"."line_key") between 1 and 400)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"uuid" text NOT NULL,
	"type" "invoice_type" NOT NULL,
	"version" text NOT NULL,
	"series" text,
	"folio" text,
	"issued_at" text NOT NULL,
	"issue_date" date NOT NULL,
	"issuer_rfc" text NOT NULL,
	"issuer_name" text,
	"supplier_id" uuid,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 6) NOT NULL,
	"subtotal" numeric(20, 6) NOT NULL,
	"discount" numeric(20, 6) NOT NULL,
	"total" numeric(20, 6) NOT NULL,
	"subtotal_mxn" numeric(14, 2) NOT NULL,
	"discount_mxn" numeric(14, 2) NOT NULL,
	"iva_mxn" numeric(14, 2) NOT NULL,
	"ieps_mxn" numeric(14, 2) NOT NULL,
	"total_mxn" numeric(14, 2) NOT NULL,
	"xml_key" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_uuid_length" CHECK (char_length("invoices"."uuid") = 36),
	CONSTRAINT "invoices_folio_length" CHECK (char_length("invoices"."folio") <= 40),
	CONSTRAINT "invoices_series_length" CHECK (char_length("invoices"."series") <= 25),
	CONSTRAINT "invoices_issuer_name_length" CHECK (char_length("invoices"."issuer_name") <= 300)
);
--> statement-breakpoint
ALTER TABLE "restaurant_contacts" ADD COLUMN "rfc" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "rfc" text;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD COLUMN "credits_iva" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_mappings" ADD CONSTRAINT "invoice_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_mappings" ADD CONSTRAINT "invoice_mappings_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_restaurant_contacts_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."restaurant_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_index" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_product_id_index" ON "invoice_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mappings_key" ON "invoice_mappings" USING btree ("user_id","issuer_rfc","line_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_user_uuid_key" ON "invoices" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE INDEX "invoices_user_id_issue_date_index" ON "invoices" USING btree ("user_id","issue_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restaurant_contacts_user_id_rfc_index" ON "restaurant_contacts" USING btree ("user_id","rfc");--> statement-breakpoint
ALTER TABLE "restaurant_contacts" ADD CONSTRAINT "contacts_rfc_length" CHECK (char_length("restaurant_contacts"."rfc") between 12 and 13);--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD CONSTRAINT "restaurant_rfc_length" CHECK (char_length("restaurant_info"."rfc") between 12 and 13);