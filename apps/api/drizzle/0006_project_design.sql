CREATE TABLE "project_design_element" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"element_type" varchar(16) NOT NULL,
	"name" varchar(255),
	"text" text,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image_file" varchar(64),
	"image_width" integer,
	"image_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_design_element_type_known" CHECK ("project_design_element"."element_type" in ('image_board', 'text', 'color_palette'))
);
--> statement-breakpoint
CREATE TABLE "project_design_point" (
	"id" serial PRIMARY KEY NOT NULL,
	"element_id" integer NOT NULL,
	"project_product_id" integer NOT NULL,
	"x" numeric(7, 6) NOT NULL,
	"y" numeric(7, 6) NOT NULL,
	CONSTRAINT "project_design_point_inside" CHECK ("project_design_point"."x" between 0 and 1 and "project_design_point"."y" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "project_design_element" ADD CONSTRAINT "project_design_element_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_design_point" ADD CONSTRAINT "project_design_point_element_id_project_design_element_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."project_design_element"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_design_point" ADD CONSTRAINT "project_design_point_project_product_id_project_product_id_fk" FOREIGN KEY ("project_product_id") REFERENCES "public"."project_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_design_element_project_idx" ON "project_design_element" USING btree ("project_id","sort","id");--> statement-breakpoint
CREATE INDEX "project_design_point_element_idx" ON "project_design_point" USING btree ("element_id","id");--> statement-breakpoint
CREATE INDEX "project_design_point_line_idx" ON "project_design_point" USING btree ("project_product_id");