CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"customer_id" integer,
	"nickname" varchar(128) NOT NULL,
	"summary" varchar(255) NOT NULL,
	"text" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"guest_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "review_status_check" CHECK ("review"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "review_rating" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_rating_title" (
	"rating_id" integer NOT NULL,
	"locale" varchar(16) NOT NULL,
	"title" varchar(128) NOT NULL,
	CONSTRAINT "review_rating_title_rating_id_locale_pk" PRIMARY KEY("rating_id","locale")
);
--> statement-breakpoint
CREATE TABLE "review_vote" (
	"review_id" integer NOT NULL,
	"rating_id" integer NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "review_vote_review_id_rating_id_pk" PRIMARY KEY("review_id","rating_id"),
	CONSTRAINT "review_vote_value_check" CHECK ("review_vote"."value" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rating_title" ADD CONSTRAINT "review_rating_title_rating_id_review_rating_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."review_rating"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_rating_id_review_rating_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."review_rating"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id","locale","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_customer_product_unique" ON "review" USING btree ("customer_id","product_id") WHERE "review"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "review_customer_idx" ON "review" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "review_guest_key_idx" ON "review" USING btree ("guest_key","created_at");--> statement-breakpoint
CREATE INDEX "review_status_idx" ON "review" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_rating_code_unique" ON "review_rating" USING btree ("code");--> statement-breakpoint
INSERT INTO "review_rating" ("code", "position") VALUES ('quality', 1), ('price', 2), ('design', 3);--> statement-breakpoint
INSERT INTO "review_rating_title" ("rating_id", "locale", "title")
SELECT r."id", t."locale", t."title" FROM "review_rating" r JOIN (VALUES
  ('quality', 'en_US', 'Quality'), ('quality', 'ru_RU', 'Качество'),
  ('price', 'en_US', 'Price'), ('price', 'ru_RU', 'Цена'),
  ('design', 'en_US', 'Design'), ('design', 'ru_RU', 'Дизайн')
) AS t("code", "locale", "title") ON t."code" = r."code";
