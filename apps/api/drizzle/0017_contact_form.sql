CREATE TABLE "contact_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_request_email_idx" ON "contact_request" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "contact_request_address_idx" ON "contact_request" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "contact_request_created_idx" ON "contact_request" USING btree ("created_at");