CREATE TABLE "cms_page_product" (
	"page_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_page_product_page_id_product_id_pk" PRIMARY KEY("page_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "cms_page" ADD COLUMN "is_blog" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_page" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "cms_page" ADD COLUMN "filters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_page_product" ADD CONSTRAINT "cms_page_product_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_product" ADD CONSTRAINT "cms_page_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_page_product_product" ON "cms_page_product" USING btree ("product_id");