CREATE TABLE "news_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"editor_id" integer,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_versions" ADD CONSTRAINT "news_versions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_versions" ADD CONSTRAINT "news_versions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_versions_news_idx" ON "news_versions" USING btree ("news_id","created_at" DESC NULLS LAST);