CREATE TABLE "personally_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_url_key" varchar(64) NOT NULL,
	"url_key" varchar(255) NOT NULL,
	"type_id" integer,
	"option_id" integer,
	"attribute_code" varchar(64),
	"image" text
);
--> statement-breakpoint
CREATE TABLE "personally_entry_product" (
	"entry_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "personally_entry_product_entry_id_product_id_pk" PRIMARY KEY("entry_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "personally_entry_store" (
	"entry_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"type_title" text,
	"type_single_title" text,
	"type_another_form_title" text,
	"short_description" text,
	"description" text,
	CONSTRAINT "personally_entry_store_entry_id_store_id_pk" PRIMARY KEY("entry_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "personally_entry_product" ADD CONSTRAINT "personally_entry_product_entry_id_personally_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."personally_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personally_entry_product" ADD CONSTRAINT "personally_entry_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personally_entry_store" ADD CONSTRAINT "personally_entry_store_entry_id_personally_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."personally_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personally_entry_type_key" ON "personally_entry" USING btree ("type_url_key","url_key");--> statement-breakpoint
CREATE INDEX "personally_entry_product_product" ON "personally_entry_product" USING btree ("product_id");