CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"middlename" text,
	"prefix" text,
	"suffix" text,
	"gender" smallint,
	"dob" date,
	"taxvat" text,
	"password_hash" text,
	"customer_type" text DEFAULT 'client' NOT NULL,
	"org_is_organization" boolean DEFAULT false NOT NULL,
	"org_name" text,
	"org_address" text,
	"org_tin" text,
	"org_vat" text,
	"org_logo_url" text,
	"default_billing_id" integer,
	"default_shipping_id" integer,
	"website_id" integer,
	"store_id" integer,
	"failures_num" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone,
	"lock_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_type_check" CHECK ("customer"."customer_type" in ('client', 'partner', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "customer_password_reset" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signin_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"middlename" text,
	"prefix" text,
	"suffix" text,
	"company" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"region_id" integer,
	"region" text,
	"region_code" varchar(32),
	"postcode" text,
	"telephone" text NOT NULL,
	"fax" text,
	"vat_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_address_street_lines" CHECK (cardinality("customer_address"."street") between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"customer_id" integer,
	"store_id" integer,
	"status" text NOT NULL,
	"pending_mail" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriber_status_check" CHECK ("newsletter_subscriber"."status" in ('SUBSCRIBED', 'UNSUBSCRIBED', 'NOT_ACTIVE', 'UNCONFIRMED'))
);
--> statement-breakpoint
CREATE TABLE "wishlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sharing_code" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"child_product_id" integer,
	"qty" numeric(12, 4) NOT NULL,
	"description" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_qty_positive" CHECK ("wishlist_item"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_store_id_store_view_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_password_reset" ADD CONSTRAINT "customer_password_reset_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_token" ADD CONSTRAINT "customer_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_country_code_directory_country_id_fk" FOREIGN KEY ("country_code") REFERENCES "public"."directory_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_region_id_directory_country_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."directory_country_region"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_store_id_store_view_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_wishlist_id_wishlist_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_child_product_id_product_id_fk" FOREIGN KEY ("child_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_unique" ON "customer" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_password_reset_hash_unique" ON "customer_password_reset" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_password_reset_customer_idx" ON "customer_password_reset" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_token_hash_unique" ON "customer_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_token_customer_idx" ON "customer_token" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_address_customer_idx" ON "customer_address" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_guest_email_unique" ON "newsletter_subscriber" USING btree ("email") WHERE "newsletter_subscriber"."customer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_customer_unique" ON "newsletter_subscriber" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_customer_unique" ON "wishlist" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_sharing_code_unique" ON "wishlist" USING btree ("sharing_code");--> statement-breakpoint
CREATE INDEX "wishlist_item_wishlist_idx" ON "wishlist_item" USING btree ("wishlist_id");