CREATE TABLE "product_fixed_tax" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_fixed_tax" ADD CONSTRAINT "product_fixed_tax_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_fixed_tax_product" ON "product_fixed_tax" USING btree ("product_id","website_id","country_code");