CREATE TABLE "sales_document_sequence" (
	"kind" varchar(16) NOT NULL,
	"store_view_id" integer NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_document_sequence_kind_store_view_id_pk" PRIMARY KEY("kind","store_view_id")
);
--> statement-breakpoint
CREATE TABLE "sales_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"increment_id" varchar(32) NOT NULL,
	"base_subtotal" numeric(20, 4) DEFAULT '0' NOT NULL,
	"subtotal" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_shipping_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"shipping_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"shipping_incl_tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_discount_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_tax_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"base_grand_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"grand_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_invoice_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" numeric(12, 4) DEFAULT '0' NOT NULL,
	"price" numeric(20, 4) DEFAULT '0' NOT NULL,
	"row_total" numeric(20, 4) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(20, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_shipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"increment_id" varchar(32) NOT NULL,
	"total_qty" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_shipment_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" numeric(12, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_shipment_track" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"carrier_code" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"track_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "qty_invoiced" numeric(12, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "qty_shipped" numeric(12, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_document_sequence" ADD CONSTRAINT "sales_document_sequence_store_view_id_store_view_id_fk" FOREIGN KEY ("store_view_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice" ADD CONSTRAINT "sales_invoice_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_item" ADD CONSTRAINT "sales_invoice_item_invoice_id_sales_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_item" ADD CONSTRAINT "sales_invoice_item_order_item_id_sales_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."sales_order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment" ADD CONSTRAINT "sales_shipment_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment_item" ADD CONSTRAINT "sales_shipment_item_shipment_id_sales_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."sales_shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment_item" ADD CONSTRAINT "sales_shipment_item_order_item_id_sales_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."sales_order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_shipment_track" ADD CONSTRAINT "sales_shipment_track_shipment_id_sales_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."sales_shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_increment_id" ON "sales_invoice" USING btree ("increment_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_order" ON "sales_invoice" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_invoice_item_invoice" ON "sales_invoice_item" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_shipment_increment_id" ON "sales_shipment" USING btree ("increment_id");--> statement-breakpoint
CREATE INDEX "sales_shipment_order" ON "sales_shipment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_shipment_item_shipment" ON "sales_shipment_item" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "sales_shipment_track_shipment" ON "sales_shipment_track" USING btree ("shipment_id");