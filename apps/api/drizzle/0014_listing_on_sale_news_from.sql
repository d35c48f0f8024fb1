ALTER TABLE "product_listing" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "news_from_date" date;--> statement-breakpoint
CREATE INDEX "product_listing_on_sale" ON "product_listing" USING btree ("store_id","price") WHERE on_sale;--> statement-breakpoint
CREATE INDEX "product_listing_news_from" ON "product_listing" USING btree ("store_id","news_from_date");