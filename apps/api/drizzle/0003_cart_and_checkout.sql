CREATE TABLE "cart" (
	"id" serial PRIMARY KEY NOT NULL,
	"masked_id" varchar(32) NOT NULL,
	"customer_id" integer,
	"website_id" integer NOT NULL,
	"store_view_id" integer NOT NULL,
	"email" text,
	"comment" text,
	"coupon_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text,
	"country_code" varchar(2) NOT NULL,
	"region_id" integer,
	"region" text,
	"region_code" varchar(32),
	"telephone" text,
	"vat_id" text,
	"customer_notes" text,
	"customer_address_id" integer,
	"save_in_address_book" boolean DEFAULT false NOT NULL,
	"same_as_shipping" boolean DEFAULT false NOT NULL,
	"carrier_code" varchar(64),
	"method_code" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"qty" numeric(12, 4) NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_qty_positive" CHECK ("cart_item"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_payment" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_order" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"description" text,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"payer_id" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"website_ids" integer[] NOT NULL,
	"customer_types" text[] NOT NULL,
	"from_date" date,
	"to_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"stop_rules_processing" boolean DEFAULT false NOT NULL,
	"requires_coupon" boolean DEFAULT false NOT NULL,
	"uses_per_customer" integer DEFAULT 0 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"min_subtotal" numeric(20, 4),
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"skus" text[] DEFAULT '{}' NOT NULL,
	"action" varchar(16) NOT NULL,
	"discount_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"max_discount_qty" numeric(12, 4),
	"apply_to_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cart_rule_action_check" CHECK ("cart_rule"."action" in ('by_percent', 'by_fixed', 'cart_fixed')),
	CONSTRAINT "cart_rule_percent_check" CHECK ("cart_rule"."action" <> 'by_percent' or "cart_rule"."discount_amount" <= 100)
);
--> statement-breakpoint
CREATE TABLE "cart_rule_customer" (
	"rule_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_rule_customer_rule_id_customer_id_pk" PRIMARY KEY("rule_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"code" text NOT NULL,
	"usage_limit" integer DEFAULT 0 NOT NULL,
	"usage_per_customer" integer DEFAULT 0 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_usage" (
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_usage_coupon_id_customer_id_pk" PRIMARY KEY("coupon_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "product_tax_class" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"tax_class_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"region_id" integer,
	"postcode" varchar(32) DEFAULT '*' NOT NULL,
	"rate" numeric(12, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"customer_types" text[] NOT NULL,
	"product_tax_class_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rule_rate" (
	"rule_id" integer NOT NULL,
	"rate_id" integer NOT NULL,
	CONSTRAINT "tax_rule_rate_rule_id_rate_id_pk" PRIMARY KEY("rule_id","rate_id")
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"increment_id" varchar(32) NOT NULL,
	"store_view_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"customer_id" integer,
	"customer_email" text NOT NULL,
	"customer_firstname" text NOT NULL,
	"customer_lastname" text NOT NULL,
	"customer_middlename" text,
	"partner_customer_id" integer,
	"partner_reward" numeric(20, 4) DEFAULT '0' NOT NULL,
	"status" varchar(32) NOT NULL,
	"base_currency_code" varchar(3) NOT NULL,
	"order_currency_code" varchar(3) NOT NULL,
	"base_to_order_rate" numeric(24, 12) NOT NULL,
	"base_subtotal" numeric(20, 4) DEFAULT '0' NOT NULL,
	"subtotal" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_subtotal_incl_tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"subtotal_incl_tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_discount_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_shipping_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"shipping_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_shipping_incl_tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"shipping_incl_tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_tax_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_grand_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"grand_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"totals_detail" jsonb NOT NULL,
	"shipping_method" varchar(120),
	"shipping_description" text,
	"coupon_code" text,
	"applied_rule_ids" integer[] DEFAULT '{}' NOT NULL,
	"customer_note" text,
	"protect_code" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"address_type" varchar(8) NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"middlename" text,
	"company" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text,
	"country_id" varchar(2) NOT NULL,
	"region" text,
	"region_id" integer,
	"region_code" text,
	"telephone" text,
	"customer_address_id" integer
);
--> statement-breakpoint
CREATE TABLE "sales_order_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_product_id" integer,
	"product_type" varchar(16) NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qty_ordered" numeric(12, 4) DEFAULT '0' NOT NULL,
	"qty_canceled" numeric(12, 4) DEFAULT '0' NOT NULL,
	"base_price" numeric(20, 4) DEFAULT '0' NOT NULL,
	"price" numeric(20, 4) DEFAULT '0' NOT NULL,
	"price_incl_tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_row_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"row_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"row_total_incl_tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"tax_percent" numeric(12, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" varchar(24) NOT NULL,
	"provider_reference" text,
	"amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_sequence" (
	"store_view_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_location" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postcode" text,
	"country_id" varchar(2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_tablerate" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"dest_country_id" varchar(2) DEFAULT '*' NOT NULL,
	"dest_region_id" integer DEFAULT 0 NOT NULL,
	"dest_zip" varchar(16) DEFAULT '*' NOT NULL,
	"condition_name" varchar(32) NOT NULL,
	"condition_value" numeric(12, 4) DEFAULT '0' NOT NULL,
	"price" numeric(20, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_address" ADD CONSTRAINT "cart_address_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_variant_id_product_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payment" ADD CONSTRAINT "cart_payment_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rule_customer" ADD CONSTRAINT "cart_rule_customer_rule_id_cart_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."cart_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rule_customer" ADD CONSTRAINT "cart_rule_customer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_rule_id_cart_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."cart_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_class" ADD CONSTRAINT "product_tax_class_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tax_class" ADD CONSTRAINT "product_tax_class_tax_class_id_tax_class_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_region_id_directory_country_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."directory_country_region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_rate" ADD CONSTRAINT "tax_rule_rate_rule_id_tax_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."tax_rule"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rule_rate" ADD CONSTRAINT "tax_rule_rate_rate_id_tax_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."tax_rate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_store_view_id_store_view_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_partner_customer_id_customer_id_fk" FOREIGN KEY ("partner_customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_address" ADD CONSTRAINT "sales_order_address_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD CONSTRAINT "sales_order_item_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_payment" ADD CONSTRAINT "sales_order_payment_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_sequence" ADD CONSTRAINT "sales_sequence_store_view_id_store_view_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_location" ADD CONSTRAINT "pickup_location_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tablerate" ADD CONSTRAINT "shipping_tablerate_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_masked_id_unique" ON "cart" USING btree ("masked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_customer_active_unique" ON "cart" USING btree ("customer_id","website_id") WHERE "cart"."is_active" and "cart"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_address_kind_unique" ON "cart_address" USING btree ("cart_id","kind");--> statement-breakpoint
CREATE INDEX "cart_item_cart_idx" ON "cart_item" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_unique" ON "coupon" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupon_rule" ON "coupon" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "tax_rate_country" ON "tax_rate" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_increment_id" ON "sales_order" USING btree ("increment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_live_cart" ON "sales_order" USING btree ("cart_id") WHERE status <> 'canceled';--> statement-breakpoint
CREATE INDEX "sales_order_customer" ON "sales_order" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "sales_order_address_order" ON "sales_order_address" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_item_order" ON "sales_order_item" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_payment_order" ON "sales_order_payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_payment_reference" ON "sales_order_payment" USING btree ("method","provider_reference");--> statement-breakpoint
CREATE INDEX "pickup_location_website" ON "pickup_location" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "shipping_tablerate_lookup" ON "shipping_tablerate" USING btree ("website_id","condition_name","dest_country_id");