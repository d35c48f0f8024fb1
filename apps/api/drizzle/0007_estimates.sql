CREATE TABLE "estimate" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"is_correction" boolean DEFAULT false NOT NULL,
	"note" text,
	"manager_id" integer,
	"address_firstname" text,
	"address_lastname" text,
	"address_company" text,
	"address_street" text[],
	"address_city" text,
	"address_postcode" text,
	"address_country_code" varchar(2),
	"address_telephone" text,
	"delivery_description" text,
	"delivery_cost" numeric(20, 4),
	"store_view_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_status_known" CHECK ("estimate"."status" in ('draft', 'estimate', 'discount_partner', 'proposal', 'on_cart')),
	CONSTRAINT "estimate_delivery_cost_not_negative" CHECK ("estimate"."delivery_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estimate_invite" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"email" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"description" text,
	"manager_custom_price" numeric(20, 4),
	"partner_custom_price" numeric(20, 4),
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_item_qty_positive" CHECK ("estimate_item"."qty" > 0),
	CONSTRAINT "estimate_item_manager_price_positive" CHECK ("estimate_item"."manager_custom_price" > 0),
	CONSTRAINT "estimate_item_partner_price_positive" CHECK ("estimate_item"."partner_custom_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "estimate_member" (
	"estimate_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_member_pk" PRIMARY KEY("estimate_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "estimate_status_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_status_change_from_known" CHECK ("estimate_status_change"."from_status" in ('draft', 'estimate', 'discount_partner', 'proposal', 'on_cart')),
	CONSTRAINT "estimate_status_change_to_known" CHECK ("estimate_status_change"."to_status" in ('draft', 'estimate', 'discount_partner', 'proposal', 'on_cart'))
);
--> statement-breakpoint
ALTER TABLE "estimate" ADD CONSTRAINT "estimate_owner_id_customer_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate" ADD CONSTRAINT "estimate_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate" ADD CONSTRAINT "estimate_manager_id_customer_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate" ADD CONSTRAINT "estimate_store_view_id_store_view_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate" ADD CONSTRAINT "estimate_website_id_website_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."website"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_invite" ADD CONSTRAINT "estimate_invite_estimate_id_estimate_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_invite" ADD CONSTRAINT "estimate_invite_invited_by_customer_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_invite" ADD CONSTRAINT "estimate_invite_used_by_customer_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_item" ADD CONSTRAINT "estimate_item_estimate_id_estimate_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_item" ADD CONSTRAINT "estimate_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_item" ADD CONSTRAINT "estimate_item_variant_id_product_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_member" ADD CONSTRAINT "estimate_member_estimate_id_estimate_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_member" ADD CONSTRAINT "estimate_member_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_status_change" ADD CONSTRAINT "estimate_status_change_estimate_id_estimate_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_status_change" ADD CONSTRAINT "estimate_status_change_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_owner_idx" ON "estimate" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "estimate_project_idx" ON "estimate" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "estimate_manager_idx" ON "estimate" USING btree ("manager_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_invite_token_hash_unique" ON "estimate_invite" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "estimate_invite_estimate_idx" ON "estimate_invite" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "estimate_item_estimate_idx" ON "estimate_item" USING btree ("estimate_id","id");--> statement-breakpoint
CREATE INDEX "estimate_member_customer_idx" ON "estimate_member" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "estimate_status_change_estimate_idx" ON "estimate_status_change" USING btree ("estimate_id","id");