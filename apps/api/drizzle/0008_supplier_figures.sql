CREATE TABLE "product_supplier_price" (
	"product_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"factory_price" numeric(20, 4),
	"factory_price_discount" numeric(7, 4),
	"cost_factor" numeric(10, 4),
	CONSTRAINT "product_supplier_price_product_id_website_id_pk" PRIMARY KEY("product_id","website_id"),
	CONSTRAINT "product_supplier_price_factory_price" CHECK ("product_supplier_price"."factory_price" >= 0),
	CONSTRAINT "product_supplier_price_discount" CHECK ("product_supplier_price"."factory_price_discount" between 0 and 100),
	CONSTRAINT "product_supplier_price_cost_factor" CHECK ("product_supplier_price"."cost_factor" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_supplier_price" ADD CONSTRAINT "product_supplier_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;