CREATE TABLE "applied_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"supplier_name" text,
	"receipt_date" text,
	"total" numeric(14, 2) NOT NULL,
	"line_count" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_receipts_fingerprint_length" CHECK (char_length("applied_receipts"."fingerprint") = 64),
	CONSTRAINT "applied_receipts_supplier_length" CHECK (char_length("applied_receipts"."supplier_name") <= 200),
	CONSTRAINT "applied_receipts_date_length" CHECK (char_length("applied_receipts"."receipt_date") <= 20)
);
--> statement-breakpoint
ALTER TABLE "applied_receipts" ADD CONSTRAINT "applied_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_receipts_user_id_fingerprint_index" ON "applied_receipts" USING btree ("user_id","fingerprint");