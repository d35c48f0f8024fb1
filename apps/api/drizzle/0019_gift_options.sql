ALTER TABLE "cart" ADD COLUMN "gift_message" jsonb;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "gift_receipt_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "printed_card_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "gift_message" jsonb;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "gift_receipt_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "printed_card_included" boolean DEFAULT false NOT NULL;