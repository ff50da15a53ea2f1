CREATE TABLE "site_auto_push" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"site_category_external_id" integer NOT NULL,
	CONSTRAINT "site_auto_push_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "site_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"site_category_external_id" integer NOT NULL,
	"site_category_name" text NOT NULL,
	"automatic" boolean NOT NULL,
	"title" text NOT NULL,
	"delivered_version" integer,
	"taken_down" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_deliveries" DROP CONSTRAINT "site_deliveries_news_id_news_id_fk";
--> statement-breakpoint
ALTER TABLE "client_sites" ADD COLUMN "sealed_secret" text;--> statement-breakpoint
ALTER TABLE "site_deliveries" ADD COLUMN "site_post_id" integer;--> statement-breakpoint
ALTER TABLE "site_deliveries" ADD COLUMN "action" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_deliveries" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "site_deliveries" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_deliveries" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_auto_push" ADD CONSTRAINT "site_auto_push_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_auto_push" ADD CONSTRAINT "site_auto_push_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_posts" ADD CONSTRAINT "site_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_auto_push_category_idx" ON "site_auto_push" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_posts_user_news_unique" ON "site_posts" USING btree ("user_id","news_id");--> statement-breakpoint
CREATE INDEX "site_posts_news_idx" ON "site_posts" USING btree ("news_id");--> statement-breakpoint
ALTER TABLE "site_deliveries" ADD CONSTRAINT "site_deliveries_site_post_id_site_posts_id_fk" FOREIGN KEY ("site_post_id") REFERENCES "public"."site_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_deliveries_user_idx" ON "site_deliveries" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Items clients posted before issue 21 get their site post, so corrections and take-downs reach them too.
INSERT INTO "site_posts" ("user_id", "news_id", "site_category_external_id", "site_category_name", "automatic", "title", "delivered_version")
SELECT DISTINCT ON (d."user_id", d."news_id") d."user_id", d."news_id", d."category_external_id", d."category_name", false, n."title",
  coalesce((SELECT max(e."version") FROM "feed_events" e WHERE e."news_id" = d."news_id"), 1)
FROM "site_deliveries" d JOIN "news" n ON n."id" = d."news_id"
WHERE d."status" = 'delivered'
ORDER BY d."user_id", d."news_id", d."created_at" DESC;
--> statement-breakpoint
UPDATE "site_deliveries" d SET "site_post_id" = p."id" FROM "site_posts" p WHERE p."user_id" = d."user_id" AND p."news_id" = d."news_id";
