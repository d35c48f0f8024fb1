CREATE TABLE "helpdesk_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"extension" varchar(8) NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"side" varchar(16) NOT NULL,
	"type" varchar(16) NOT NULL,
	"timeline_type" varchar(16) NOT NULL,
	"content" text NOT NULL,
	"event" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_message_side_known" CHECK ("helpdesk_message"."side" in ('customer', 'manager', 'system')),
	CONSTRAINT "helpdesk_message_timeline_known" CHECK ("helpdesk_message"."timeline_type" in ('message', 'event'))
);
--> statement-breakpoint
CREATE TABLE "helpdesk_read_mark" (
	"message_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_read_mark_pk" PRIMARY KEY("customer_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "helpdesk_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" varchar(32) NOT NULL,
	"subject" text NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"department_id" integer NOT NULL,
	"manager_id" integer,
	"project_id" integer,
	"estimate_id" integer,
	"order_id" integer,
	"tag_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_rating" smallint,
	"solved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helpdesk_ticket_status_known" CHECK ("helpdesk_ticket"."status_id" between 1 and 5),
	CONSTRAINT "helpdesk_ticket_rating_range" CHECK ("helpdesk_ticket"."customer_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_label" (
	"department_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "department_label_pk" PRIMARY KEY("department_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "department_manager" (
	"department_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "department_manager_pk" PRIMARY KEY("department_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "helpdesk_attachment" ADD CONSTRAINT "helpdesk_attachment_message_id_helpdesk_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."helpdesk_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_message" ADD CONSTRAINT "helpdesk_message_ticket_id_helpdesk_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_ticket"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_message" ADD CONSTRAINT "helpdesk_message_author_id_customer_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_read_mark" ADD CONSTRAINT "helpdesk_read_mark_message_id_helpdesk_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."helpdesk_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_read_mark" ADD CONSTRAINT "helpdesk_read_mark_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_store_id_store_view_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_view"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_manager_id_customer_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_estimate_id_estimate_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_ticket" ADD CONSTRAINT "helpdesk_ticket_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_label" ADD CONSTRAINT "department_label_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_label" ADD CONSTRAINT "department_label_store_id_store_view_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_view"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_manager" ADD CONSTRAINT "department_manager_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_manager" ADD CONSTRAINT "department_manager_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpdesk_attachment_message_idx" ON "helpdesk_attachment" USING btree ("message_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "helpdesk_attachment_stored_unique" ON "helpdesk_attachment" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "helpdesk_message_ticket_idx" ON "helpdesk_message" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "helpdesk_read_mark_message_idx" ON "helpdesk_read_mark" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "helpdesk_ticket_uid_unique" ON "helpdesk_ticket" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "helpdesk_ticket_customer_idx" ON "helpdesk_ticket" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "helpdesk_ticket_department_idx" ON "helpdesk_ticket" USING btree ("department_id","last_message_at");--> statement-breakpoint
CREATE INDEX "helpdesk_ticket_manager_idx" ON "helpdesk_ticket" USING btree ("manager_id","status_id");--> statement-breakpoint
CREATE INDEX "helpdesk_ticket_project_idx" ON "helpdesk_ticket" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "helpdesk_ticket_estimate_idx" ON "helpdesk_ticket" USING btree ("estimate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_code_unique" ON "department" USING btree ("code");--> statement-breakpoint
CREATE INDEX "department_manager_customer_idx" ON "department_manager" USING btree ("customer_id");