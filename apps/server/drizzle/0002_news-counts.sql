CREATE TABLE "news_counts" (
	"month" timestamp with time zone NOT NULL,
	"language_id" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "news_counts_month_language_id_category_ids_pk" PRIMARY KEY("month","language_id","category_ids")
);
--> statement-breakpoint
DROP INDEX "news_published_idx";--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST,"language_id","category_ids") WHERE status = 'published';