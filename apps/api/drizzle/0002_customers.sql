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
ALTER TABLE "customer" ADD CONSTRAINT "customer_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_store_id_store_view_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_password_reset" ADD CONSTRAINT "customer_password_reset_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_token" ADD CONSTRAINT "customer_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_unique" ON "customer" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_password_reset_hash_unique" ON "customer_password_reset" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_password_reset_customer_idx" ON "customer_password_reset" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_token_hash_unique" ON "customer_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_token_customer_idx" ON "customer_token" USING btree ("customer_id");