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
CREATE UNIQUE INDEX "sales_order_increment_id" ON "sales_order" USING btree ("increment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_live_cart" ON "sales_order" USING btree ("cart_id") WHERE status <> 'canceled';--> statement-breakpoint
CREATE INDEX "sales_order_customer" ON "sales_order" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "sales_order_address_order" ON "sales_order_address" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_item_order" ON "sales_order_item" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_payment_order" ON "sales_order_payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_payment_reference" ON "sales_order_payment" USING btree ("method","provider_reference");--> statement-breakpoint
CREATE INDEX "pickup_location_website" ON "pickup_location" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "shipping_tablerate_lookup" ON "shipping_tablerate" USING btree ("website_id","condition_name","dest_country_id");