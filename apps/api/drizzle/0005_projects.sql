CREATE TABLE "project" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"address_firstname" text,
	"address_lastname" text,
	"address_company" text,
	"address_street" text[],
	"address_city" text,
	"address_postcode" text,
	"address_country_code" varchar(2),
	"address_telephone" text,
	"products_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_status_known" CHECK ("project"."status" in ('active', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "project_invite" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"email" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_manager" (
	"project_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_manager_pk" PRIMARY KEY("project_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "project_member" (
	"project_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_member_pk" PRIMARY KEY("project_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "project_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"child_product_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"note" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_product_qty_positive" CHECK ("project_product"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_product_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_product_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "project" ADD CONSTRAINT "project_owner_id_customer_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invite" ADD CONSTRAINT "project_invite_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invite" ADD CONSTRAINT "project_invite_invited_by_customer_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invite" ADD CONSTRAINT "project_invite_used_by_customer_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_manager" ADD CONSTRAINT "project_manager_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_manager" ADD CONSTRAINT "project_manager_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_member" ADD CONSTRAINT "project_member_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product" ADD CONSTRAINT "project_product_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product" ADD CONSTRAINT "project_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product" ADD CONSTRAINT "project_product_child_product_id_product_id_fk" FOREIGN KEY ("child_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_comment" ADD CONSTRAINT "project_product_comment_project_product_id_project_product_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_product_comment" ADD CONSTRAINT "project_product_comment_author_id_customer_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_owner_idx" ON "project" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_invite_token_hash_unique" ON "project_invite" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "project_invite_project_idx" ON "project_invite" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_manager_customer_idx" ON "project_manager" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_manager_one_primary" ON "project_manager" USING btree ("project_id") WHERE "project_manager"."is_primary";--> statement-breakpoint
CREATE INDEX "project_member_customer_idx" ON "project_member" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "project_product_project_idx" ON "project_product" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_product_comment_line_idx" ON "project_product_comment" USING btree ("project_product_id","id");--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_project" ON "sales_order" USING btree ("project_id");