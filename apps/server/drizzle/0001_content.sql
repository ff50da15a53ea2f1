CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "client_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_head" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer,
	"gallery_id" integer,
	"video_id" integer,
	"role" text DEFAULT 'attachment' NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_head" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"language_id" integer NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pin" boolean DEFAULT false NOT NULL,
	"auto_post" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_head" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language_id" integer NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"duration_seconds" real
);
--> statement-breakpoint
ALTER TABLE "client_actions" ADD CONSTRAINT "client_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_actions_user_kind_idx" ON "client_actions" USING btree ("user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_actions_item_idx" ON "client_actions" USING btree ("kind","item_id","type");--> statement-breakpoint
CREATE INDEX "galleries_published_idx" ON "galleries" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "galleries_search_vector_idx" ON "galleries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "galleries_search_head_trgm_idx" ON "galleries" USING gin (search_head gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "media_path_unique" ON "media" USING btree ("path");--> statement-breakpoint
CREATE INDEX "media_news_idx" ON "media" USING btree ("news_id","position") WHERE news_id is not null;--> statement-breakpoint
CREATE INDEX "media_gallery_idx" ON "media" USING btree ("gallery_id","position") WHERE gallery_id is not null;--> statement-breakpoint
CREATE INDEX "media_video_idx" ON "media" USING btree ("video_id","position") WHERE video_id is not null;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "news_language_published_idx" ON "news" USING btree ("language_id","publish_at" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "news_categories_idx" ON "news" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "news_search_vector_idx" ON "news" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_search_head_trgm_idx" ON "news" USING gin (search_head gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_pinned_idx" ON "news" USING btree ("publish_at" DESC NULLS LAST) WHERE pin and status = 'published';--> statement-breakpoint
CREATE INDEX "news_user_idx" ON "news" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "videos_categories_idx" ON "videos" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "videos_search_vector_idx" ON "videos" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "videos_search_head_trgm_idx" ON "videos" USING gin (search_head gin_trgm_ops);