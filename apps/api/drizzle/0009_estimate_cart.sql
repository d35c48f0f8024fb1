ALTER TABLE "cart" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "agreed_unit_price" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "agreed_partner_reward" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_estimate_id_estimate_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_estimate" ON "sales_order" USING btree ("estimate_id");--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_agreed_price_positive" CHECK ("cart_item"."agreed_unit_price" > 0);--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_agreed_reward" CHECK ("cart_item"."agreed_partner_reward" is null or ("cart_item"."agreed_unit_price" is not null and "cart_item"."agreed_partner_reward" >= 0));