CREATE TABLE "attribute" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"frontend_input" varchar(16) DEFAULT 'select' NOT NULL,
	"labels" jsonb NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"is_filterable_in_search" boolean DEFAULT false NOT NULL,
	"used_for_sort_by" boolean DEFAULT false NOT NULL,
	"filter_group" varchar(16) DEFAULT 'main' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"swatch_type" varchar(16),
	CONSTRAINT "attribute_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attribute_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"labels" jsonb NOT NULL,
	"swatch_value" text
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_product" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_product_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" varchar(64) NOT NULL,
	"type_id" varchar(16) DEFAULT 'simple' NOT NULL,
	"parent_id" integer,
	"visibility" integer DEFAULT 4 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"url_key" varchar(255) NOT NULL,
	"weight" numeric(12, 4),
	"stock_qty" numeric(12, 4) DEFAULT '0' NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"min_sale_qty" numeric(12, 4) DEFAULT '1' NOT NULL,
	"qty_increments" numeric(12, 4) DEFAULT '1' NOT NULL,
	"new_from_date" date,
	"new_to_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_option" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "product_attribute_option_product_id_option_id_pk" PRIMARY KEY("product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_type" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"file" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_fixed_tax" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_listing" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"option_ids" integer[] NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"in_stock" boolean NOT NULL,
	"visible_in_catalog" boolean NOT NULL,
	"visible_in_search" boolean NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "product_listing_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" text NOT NULL,
	"label" text,
	"position" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"titles" jsonb NOT NULL,
	"price" numeric(20, 4),
	"price_type" varchar(8) DEFAULT 'FIXED' NOT NULL,
	"sku" varchar(64),
	"max_characters" integer
);
--> statement-breakpoint
CREATE TABLE "product_option_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"price" numeric(20, 4) DEFAULT '0' NOT NULL,
	"price_type" varchar(8) DEFAULT 'FIXED' NOT NULL,
	"sku" varchar(64),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price" (
	"product_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"special_price" numeric(20, 4),
	"special_from_date" date,
	"special_to_date" date,
	CONSTRAINT "product_price_product_id_website_id_pk" PRIMARY KEY("product_id","website_id")
);
--> statement-breakpoint
CREATE TABLE "product_store" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"short_description" text,
	"meta_title" text,
	"meta_keyword" text,
	"meta_description" text,
	"expected_delivery" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_store_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "product_super_attribute" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_super_attribute_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_tier_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"value" numeric(20, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_view" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_view_product_id_store_id_day_pk" PRIMARY KEY("product_id","store_id","day")
);
--> statement-breakpoint
CREATE TABLE "url_rewrite" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"request_path" varchar(255) NOT NULL,
	"target_path" varchar(255) NOT NULL,
	"entity_type" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"redirect_type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(255) NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content_heading" text,
	"content" text NOT NULL,
	"page_layout" varchar(32) DEFAULT '1column' NOT NULL,
	"meta_title" text,
	"meta_keywords" text,
	"meta_description" text,
	"is_blog" boolean DEFAULT false NOT NULL,
	"description" text,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page_product" (
	"page_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_page_product_page_id_product_id_pk" PRIMARY KEY("page_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "attribute_option" ADD CONSTRAINT "attribute_option_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_product" ADD CONSTRAINT "category_product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_product" ADD CONSTRAINT "category_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_option" ADD CONSTRAINT "product_attribute_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_option" ADD CONSTRAINT "product_attribute_option_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_option" ADD CONSTRAINT "product_attribute_option_option_id_attribute_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_file" ADD CONSTRAINT "product_file_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fixed_tax" ADD CONSTRAINT "product_fixed_tax_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_option_id_product_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_store" ADD CONSTRAINT "product_store_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_attribute" ADD CONSTRAINT "product_super_attribute_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_attribute" ADD CONSTRAINT "product_super_attribute_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_price" ADD CONSTRAINT "product_tier_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_view" ADD CONSTRAINT "product_view_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_product" ADD CONSTRAINT "cms_page_product_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_product" ADD CONSTRAINT "cms_page_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_option_attribute" ON "attribute_option" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "category_product_product" ON "category_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_parent" ON "product" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_attribute_option_attribute" ON "product_attribute_option" USING btree ("attribute_id","option_id");--> statement-breakpoint
CREATE INDEX "product_file_product" ON "product_file" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_fixed_tax_product" ON "product_fixed_tax" USING btree ("product_id","website_id","country_code");--> statement-breakpoint
CREATE INDEX "product_listing_categories" ON "product_listing" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_listing_options" ON "product_listing" USING gin ("option_ids");--> statement-breakpoint
CREATE INDEX "product_listing_search" ON "product_listing" USING gin ("search");--> statement-breakpoint
CREATE INDEX "product_listing_price" ON "product_listing" USING btree ("store_id","price");--> statement-breakpoint
CREATE INDEX "product_listing_name" ON "product_listing" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "product_media_product" ON "product_media" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_option_product" ON "product_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_option_value_option" ON "product_option_value" USING btree ("option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_tier_price_unique" ON "product_tier_price" USING btree ("product_id","website_id","qty");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrite_request" ON "url_rewrite" USING btree ("store_id","request_path");--> statement-breakpoint
CREATE INDEX "url_rewrite_entity" ON "url_rewrite" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_identifier_store" ON "cms_page" USING btree ("identifier","store_id");--> statement-breakpoint
CREATE INDEX "cms_page_product_product" ON "cms_page_product" USING btree ("product_id");