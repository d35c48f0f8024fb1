DROP INDEX "wishlist_customer_unique";--> statement-breakpoint
ALTER TABLE "wishlist" ADD COLUMN "is_default" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist" ADD COLUMN "name" varchar(255) DEFAULT 'Wish List' NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist" ADD COLUMN "visibility" varchar(8) DEFAULT 'PRIVATE' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_customer_default_unique" ON "wishlist" USING btree ("customer_id") WHERE "wishlist"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_customer_name_unique" ON "wishlist" USING btree ("customer_id",lower("name"));--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_visibility_check" CHECK ("wishlist"."visibility" in ('PRIVATE', 'PUBLIC'));