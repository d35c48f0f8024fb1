CREATE TABLE "product_bundle" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"dynamic_price" boolean DEFAULT true NOT NULL,
	"dynamic_sku" boolean DEFAULT true NOT NULL,
	"dynamic_weight" boolean DEFAULT true NOT NULL,
	"price_view" varchar(16) DEFAULT 'PRICE_RANGE' NOT NULL,
	"ship_bundle_items" varchar(16) DEFAULT 'TOGETHER' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_bundle_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "product_bundle_option_type" CHECK ("product_bundle_option"."type" in ('select', 'radio', 'checkbox', 'multi'))
);
--> statement-breakpoint
CREATE TABLE "product_bundle_selection" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"qty" numeric(12, 4) DEFAULT '1' NOT NULL,
	"can_change_qty" boolean DEFAULT false NOT NULL,
	"price_type" varchar(8) DEFAULT 'FIXED' NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_bundle_selection_qty" CHECK ("product_bundle_selection"."qty" > 0),
	CONSTRAINT "product_bundle_selection_price_type" CHECK ("product_bundle_selection"."price_type" in ('FIXED', 'PERCENT'))
);
--> statement-breakpoint
CREATE TABLE "product_grouped_link" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"qty" numeric(12, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "product_grouped_link_product_id_linked_product_id_pk" PRIMARY KEY("product_id","linked_product_id"),
	CONSTRAINT "product_grouped_link_qty" CHECK ("product_grouped_link"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "bundle" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "bundle_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_bundle" ADD CONSTRAINT "product_bundle_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_option" ADD CONSTRAINT "product_bundle_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_selection" ADD CONSTRAINT "product_bundle_selection_option_id_product_bundle_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_bundle_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_selection" ADD CONSTRAINT "product_bundle_selection_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grouped_link" ADD CONSTRAINT "product_grouped_link_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grouped_link" ADD CONSTRAINT "product_grouped_link_linked_product_id_product_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bundle_option_product" ON "product_bundle_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_bundle_selection_option" ON "product_bundle_selection" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "product_bundle_selection_product" ON "product_bundle_selection" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_bundle_selection_unique" ON "product_bundle_selection" USING btree ("option_id","product_id");--> statement-breakpoint
CREATE INDEX "product_grouped_link_linked" ON "product_grouped_link" USING btree ("linked_product_id");