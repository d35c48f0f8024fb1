CREATE TABLE "password_reset_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"template" varchar(64) NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" varchar(32),
	"last_error" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_confirmation" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signin_throttle" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "password_reset_request" ADD CONSTRAINT "password_reset_request_store_id_store_view_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_confirmation" ADD CONSTRAINT "newsletter_confirmation_store_id_store_view_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_request_email_idx" ON "password_reset_request" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_request_address_idx" ON "password_reset_request" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_request_open_idx" ON "password_reset_request" USING btree ("id") WHERE "password_reset_request"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("available_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirmation_code_unique" ON "newsletter_confirmation" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "newsletter_confirmation_email_idx" ON "newsletter_confirmation" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "signin_throttle" ADD CONSTRAINT "signin_throttle_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signin_throttle_customer_idx" ON "signin_throttle" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" DROP COLUMN "pending_mail";