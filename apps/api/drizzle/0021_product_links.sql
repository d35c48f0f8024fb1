CREATE TABLE "product_link" (
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" varchar(16) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_link_product_id_link_type_linked_product_id_pk" PRIMARY KEY("product_id","link_type","linked_product_id"),
	CONSTRAINT "product_link_type" CHECK ("product_link"."link_type" in ('related', 'upsell', 'crosssell')),
	CONSTRAINT "product_link_not_itself" CHECK ("product_link"."product_id" <> "product_link"."linked_product_id")
);
--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_linked_product_id_product_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_link_linked" ON "product_link" USING btree ("linked_product_id");