CREATE TABLE "category" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url_key" varchar(255),
	"url_path" varchar(255),
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"is_anchor" boolean DEFAULT true NOT NULL,
	"display_mode" varchar(32) DEFAULT 'PRODUCTS' NOT NULL,
	"image" text,
	"default_sort_by" varchar(32),
	"landing_block" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "category_store" (
	"category_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"meta_title" text,
	"meta_keywords" text,
	"meta_description" text,
	CONSTRAINT "category_store_category_id_store_id_pk" PRIMARY KEY("category_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "cms_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(255) NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_country" (
	"id" varchar(2) PRIMARY KEY NOT NULL,
	"iso3" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_country_region" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" varchar(2) NOT NULL,
	"code" varchar(32) NOT NULL,
	"default_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_country_region_name" (
	"locale" varchar(8) NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "directory_country_region_name_locale_region_id_pk" PRIMARY KEY("locale","region_id")
);
--> statement-breakpoint
CREATE TABLE "directory_currency_rate" (
	"currency_from" varchar(3) NOT NULL,
	"currency_to" varchar(3) NOT NULL,
	"rate" numeric(24, 12) NOT NULL,
	CONSTRAINT "directory_currency_rate_currency_from_currency_to_pk" PRIMARY KEY("currency_from","currency_to")
);
--> statement-breakpoint
CREATE TABLE "config_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(16) NOT NULL,
	"scope_id" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "store_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"default_region_code" varchar(32),
	"default_display_currency_code" varchar(3) NOT NULL,
	"available_currency_codes" varchar(3)[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "store_view_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "website" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"base_currency_code" varchar(3) NOT NULL,
	CONSTRAINT "website_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "website_region" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"country_id" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"payment_methods" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "website_region_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "category_store" ADD CONSTRAINT "category_store_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_country_region" ADD CONSTRAINT "directory_country_region_country_id_directory_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."directory_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_country_region_name" ADD CONSTRAINT "directory_country_region_name_region_id_directory_country_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."directory_country_region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_view" ADD CONSTRAINT "store_view_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_region" ADD CONSTRAINT "website_region_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_parent" ON "category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_path" ON "category" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_block_identifier_store" ON "cms_block" USING btree ("identifier","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_country_region_code" ON "directory_country_region" USING btree ("country_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "config_value_scope_path" ON "config_value" USING btree ("scope","scope_id","path");