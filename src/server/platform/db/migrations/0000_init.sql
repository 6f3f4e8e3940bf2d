CREATE TYPE "public"."ad_position" AS ENUM('dashboard', 'products', 'orders', 'suppliers');--> statement-breakpoint
CREATE TYPE "public"."app_role" AS ENUM('admin', 'restaurant_owner', 'supplier_vendor');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('sent', 'delivered', 'read');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pendiente', 'completada', 'cancelada');--> statement-breakpoint
CREATE TYPE "public"."order_type" AS ENUM('direct', 'marketplace');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_reason" AS ENUM('initial', 'manual', 'receiving', 'preparation', 'receipt', 'count', 'import');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('message', 'price_change', 'order', 'low_stock', 'other');--> statement-breakpoint
CREATE TYPE "public"."marketplace_unit" AS ENUM('unidad', 'kg', 'lb', 'litro', 'caja', 'paquete');--> statement-breakpoint
CREATE TYPE "public"."plan_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid');--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"position" "ad_position" DEFAULT 'dashboard' NOT NULL,
	"link_url" text,
	"image_url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_title_length" CHECK (char_length("ads"."title") between 1 and 200),
	CONSTRAINT "ads_link_length" CHECK (char_length("ads"."link_url") <= 2000),
	CONSTRAINT "ads_counters_not_negative" CHECK ("ads"."impressions" >= 0 and "ads"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"business_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_business_name_length" CHECK ("profiles"."business_name" is null or char_length("profiles"."business_name") between 2 and 200),
	CONSTRAINT "profiles_email_length" CHECK (char_length("profiles"."email") <= 320)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" "app_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_userId_role_unique" UNIQUE("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_user_id" text NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_restaurantUserId_supplierCompanyId_unique" UNIQUE("restaurant_user_id","supplier_company_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"status" "message_status" DEFAULT 'sent' NOT NULL,
	"delivered_at" timestamp with time zone,
	"attachment_url" text,
	"attachment_type" text,
	"attachment_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_not_empty" CHECK (char_length(btrim("chat_messages"."message")) > 0 or "chat_messages"."attachment_url" is not null),
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid,
	"marketplace_product_id" uuid,
	"product_name" text NOT NULL,
	"unit" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"received_quantity" numeric(14, 3),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"old_price" numeric(14, 2) NOT NULL,
	"new_price" numeric(14, 2) NOT NULL,
	"price_change_percent" numeric(12, 2),
	"is_read" boolean DEFAULT false NOT NULL,
	"alert_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'unidad' NOT NULL,
	"current_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"stock_quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"min_stock_quantity" numeric(14, 3) DEFAULT '10' NOT NULL,
	"supplier_id" uuid,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_name_length" CHECK (char_length("private_products"."name") between 1 and 200),
	CONSTRAINT "products_unit_length" CHECK (char_length("private_products"."unit") between 1 and 50),
	CONSTRAINT "products_category_length" CHECK (char_length("private_products"."category") <= 100),
	CONSTRAINT "products_price_not_negative" CHECK ("private_products"."current_price" >= 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("private_products"."stock_quantity" >= 0),
	CONSTRAINT "products_min_stock_not_negative" CHECK ("private_products"."min_stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"order_type" "order_type" DEFAULT 'direct' NOT NULL,
	"supplier_id" uuid,
	"supplier_company_id" uuid,
	"total_amount" numeric(14, 2) NOT NULL,
	"status" "order_status" DEFAULT 'pendiente' NOT NULL,
	"notes" text,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_total_not_negative" CHECK ("purchase_orders"."total_amount" >= 0),
	CONSTRAINT "orders_notes_length" CHECK (char_length("purchase_orders"."notes") <= 1000),
	CONSTRAINT "orders_marketplace_has_company" CHECK ("purchase_orders"."order_type" <> 'marketplace' or "purchase_orders"."supplier_company_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "restaurant_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"contact_info" text,
	"whatsapp_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_name_length" CHECK (char_length("restaurant_contacts"."name") between 1 and 200),
	CONSTRAINT "contacts_info_length" CHECK (char_length("restaurant_contacts"."contact_info") <= 500),
	CONSTRAINT "contacts_whatsapp_length" CHECK (char_length("restaurant_contacts"."whatsapp_number") <= 20)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"delta" numeric(14, 3) NOT NULL,
	"resulting_stock" numeric(14, 3) NOT NULL,
	"reason" "stock_movement_reason" NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_resulting_stock_not_negative" CHECK ("stock_movements"."resulting_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" "notification_type" DEFAULT 'other' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preparations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"recipe_id" uuid,
	"recipe_name" text NOT NULL,
	"yield_unit" text NOT NULL,
	"quantity_prepared" numeric(12, 2) NOT NULL,
	"total_cost" numeric(14, 2) NOT NULL,
	"notes" text,
	"preparation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preparations_multiplier_min" CHECK ("preparations"."quantity_prepared" >= 0.01),
	CONSTRAINT "preparations_notes_length" CHECK (char_length("preparations"."notes") <= 500),
	CONSTRAINT "preparations_cost_not_negative" CHECK ("preparations"."total_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_categories_name_length" CHECK (char_length("recipe_categories"."name") between 1 and 100),
	CONSTRAINT "recipe_categories_description_length" CHECK (char_length("recipe_categories"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "recipe_ingredients_quantity_positive" CHECK ("recipe_ingredients"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"final_yield" numeric(14, 3) NOT NULL,
	"yield_unit" text DEFAULT 'unidad' NOT NULL,
	"image_url" text,
	"sale_price" numeric(14, 2),
	"preparation_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_name_length" CHECK (char_length("recipes"."name") between 1 and 200),
	CONSTRAINT "recipes_description_length" CHECK (char_length("recipes"."description") <= 500),
	CONSTRAINT "recipes_category_length" CHECK (char_length("recipes"."category") <= 100),
	CONSTRAINT "recipes_yield_unit_length" CHECK (char_length("recipes"."yield_unit") between 1 and 50),
	CONSTRAINT "recipes_yield_positive" CHECK ("recipes"."final_yield" > 0),
	CONSTRAINT "recipes_sale_price_not_negative" CHECK ("recipes"."sale_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"restaurant_name" text NOT NULL,
	"description" text,
	"phone" text,
	"email" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_info_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "restaurant_name_length" CHECK (char_length("restaurant_info"."restaurant_name") between 1 and 200),
	CONSTRAINT "restaurant_description_length" CHECK (char_length("restaurant_info"."description") <= 1000),
	CONSTRAINT "restaurant_phone_length" CHECK (char_length("restaurant_info"."phone") <= 30),
	CONSTRAINT "restaurant_email_length" CHECK (char_length("restaurant_info"."email") <= 320),
	CONSTRAINT "restaurant_website_length" CHECK (char_length("restaurant_info"."website") <= 500)
);
--> statement-breakpoint
CREATE TABLE "restaurant_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"restaurant_info_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"state" text,
	"postal_code" text,
	"phone" text,
	"is_main_location" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_name_length" CHECK (char_length("restaurant_locations"."location_name") between 1 and 200),
	CONSTRAINT "locations_address_length" CHECK (char_length("restaurant_locations"."address") between 1 and 500),
	CONSTRAINT "locations_postal_code_length" CHECK (char_length("restaurant_locations"."postal_code") <= 10)
);
--> statement-breakpoint
CREATE TABLE "marketplace_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"unit" "marketplace_unit" DEFAULT 'unidad' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"stock_quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"min_order_quantity" numeric(14, 3) DEFAULT '1' NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_name_length" CHECK (char_length("marketplace_products"."name") between 1 and 200),
	CONSTRAINT "marketplace_description_length" CHECK (char_length("marketplace_products"."description") <= 1000),
	CONSTRAINT "marketplace_category_length" CHECK (char_length("marketplace_products"."category") between 1 and 100),
	CONSTRAINT "marketplace_price_not_negative" CHECK ("marketplace_products"."price" >= 0),
	CONSTRAINT "marketplace_stock_not_negative" CHECK ("marketplace_products"."stock_quantity" >= 0),
	CONSTRAINT "marketplace_min_order_positive" CHECK ("marketplace_products"."min_order_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_amount" numeric(14, 2) NOT NULL,
	"interval" "plan_interval" NOT NULL,
	"provider_price_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "subscription_plans_name_unique" UNIQUE("name"),
	CONSTRAINT "plans_price_not_negative" CHECK ("subscription_plans"."price_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid,
	"status" "subscription_status" NOT NULL,
	"provider" text DEFAULT 'test' NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_providerSubscriptionId_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"business_description" text,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_companies_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "companies_name_length" CHECK (char_length("supplier_companies"."company_name") between 1 and 200),
	CONSTRAINT "companies_description_length" CHECK (char_length("supplier_companies"."business_description") <= 1000),
	CONSTRAINT "companies_phone_length" CHECK (char_length("supplier_companies"."phone") between 1 and 30),
	CONSTRAINT "companies_address_length" CHECK (char_length("supplier_companies"."address") between 1 and 500),
	CONSTRAINT "companies_tax_id_length" CHECK (char_length("supplier_companies"."tax_id") <= 20)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_restaurant_user_id_users_id_fk" FOREIGN KEY ("restaurant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_supplier_company_id_supplier_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."supplier_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_marketplace_product_id_marketplace_products_id_fk" FOREIGN KEY ("marketplace_product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_products" ADD CONSTRAINT "private_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_products" ADD CONSTRAINT "private_products_supplier_id_restaurant_contacts_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."restaurant_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_restaurant_contacts_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."restaurant_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_company_id_supplier_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."supplier_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_contacts" ADD CONSTRAINT "restaurant_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preparations" ADD CONSTRAINT "preparations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preparations" ADD CONSTRAINT "preparations_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_categories" ADD CONSTRAINT "recipe_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_product_id_private_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."private_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_info" ADD CONSTRAINT "restaurant_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_locations" ADD CONSTRAINT "restaurant_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_locations" ADD CONSTRAINT "restaurant_locations_restaurant_info_id_restaurant_info_id_fk" FOREIGN KEY ("restaurant_info_id") REFERENCES "public"."restaurant_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD CONSTRAINT "marketplace_products_supplier_company_id_supplier_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."supplier_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_companies" ADD CONSTRAINT "supplier_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_created_at_index" ON "ads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_active_position_idx" ON "ads" USING btree ("position") WHERE "ads"."is_active";--> statement-breakpoint
CREATE INDEX "accounts_user_id_index" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_created_at_index" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_index" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "chat_conversations_restaurant_user_id_last_message_at_index" ON "chat_conversations" USING btree ("restaurant_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_conversations_supplier_company_id_last_message_at_index" ON "chat_conversations" USING btree ("supplier_company_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id_created_at_index" ON "chat_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("conversation_id","sender_id") WHERE not "chat_messages"."is_read";--> statement-breakpoint
CREATE INDEX "order_items_order_id_index" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_index" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_alerts_user_id_alert_date_index" ON "price_alerts" USING btree ("user_id","alert_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_alerts_unread_idx" ON "price_alerts" USING btree ("user_id") WHERE not "price_alerts"."is_read";--> statement-breakpoint
CREATE INDEX "price_alerts_product_id_index" ON "price_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "private_products_user_id_name_index" ON "private_products" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "private_products_user_id_supplier_id_index" ON "private_products" USING btree ("user_id","supplier_id");--> statement-breakpoint
CREATE INDEX "private_products_user_lower_name_idx" ON "private_products" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "purchase_orders_user_id_order_date_index" ON "purchase_orders" USING btree ("user_id","order_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_user_id_status_index" ON "purchase_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_company_id_order_date_index" ON "purchase_orders" USING btree ("supplier_company_id","order_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restaurant_contacts_user_id_name_index" ON "restaurant_contacts" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "stock_movements_product_id_created_at_index" ON "stock_movements" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_user_id_created_at_index" ON "stock_movements" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "preparations_user_id_preparation_date_index" ON "preparations" USING btree ("user_id","preparation_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "preparations_recipe_id_index" ON "preparations" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_categories_user_lower_name_key" ON "recipe_categories" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_id_index" ON "recipe_ingredients" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_product_id_index" ON "recipe_ingredients" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recipes_user_id_name_index" ON "recipes" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "restaurant_locations_user_id_is_main_location_index" ON "restaurant_locations" USING btree ("user_id","is_main_location" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restaurant_locations_restaurant_info_id_index" ON "restaurant_locations" USING btree ("restaurant_info_id");--> statement-breakpoint
CREATE INDEX "marketplace_products_supplier_company_id_created_at_index" ON "marketplace_products" USING btree ("supplier_company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_products_available_name_idx" ON "marketplace_products" USING btree ("name") WHERE "marketplace_products"."is_available";--> statement-breakpoint
CREATE INDEX "marketplace_products_category_index" ON "marketplace_products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_status_index" ON "subscriptions" USING btree ("user_id","status");