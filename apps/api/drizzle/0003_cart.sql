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
ALTER TABLE "cart" ADD CONSTRAINT "cart_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_address" ADD CONSTRAINT "cart_address_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_variant_id_product_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payment" ADD CONSTRAINT "cart_payment_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_masked_id_unique" ON "cart" USING btree ("masked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_customer_active_unique" ON "cart" USING btree ("customer_id","website_id") WHERE "cart"."is_active" and "cart"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_address_kind_unique" ON "cart_address" USING btree ("cart_id","kind");--> statement-breakpoint
CREATE INDEX "cart_item_cart_idx" ON "cart_item" USING btree ("cart_id");