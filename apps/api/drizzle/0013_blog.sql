CREATE TABLE "blog_post_tag" (
	"page_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_post_tag_page_id_tag_id_pk" PRIMARY KEY("page_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_tag_label" (
	"tag_id" integer NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "blog_tag_label_tag_id_store_id_pk" PRIMARY KEY("tag_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "cms_page" ADD COLUMN "image" varchar(255);--> statement-breakpoint
ALTER TABLE "cms_page" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_page" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tag" ADD CONSTRAINT "blog_post_tag_tag_id_blog_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tag_label" ADD CONSTRAINT "blog_tag_label_tag_id_blog_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_tag_tag" ON "blog_post_tag" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_tag_code" ON "blog_tag" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cms_page_blog_published" ON "cms_page" USING btree ("is_blog","published_at");