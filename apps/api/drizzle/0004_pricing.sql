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
CREATE UNIQUE INDEX "coupon_code_unique" ON "coupon" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupon_rule" ON "coupon" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "tax_rate_country" ON "tax_rate" USING btree ("country_code");