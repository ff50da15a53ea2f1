CREATE TABLE "districts" (
	"id" smallint PRIMARY KEY NOT NULL,
	"province_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"recipients" text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_levels" (
	"id" smallint PRIMARY KEY NOT NULL,
	"district_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ne" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"folder_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "urgent_sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"house_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "default_usage_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "province_id" smallint;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "district_id" smallint;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "local_level_id" smallint;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "usage_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "editor_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "province_id" smallint;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "district_id" smallint;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "local_level_id" smallint;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "usage_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "editor_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_district_id" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "urgent_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "province_id" smallint;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "district_id" smallint;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "local_level_id" smallint;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "usage_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "editor_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_shares" ADD CONSTRAINT "item_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_levels" ADD CONSTRAINT "local_levels_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_folders" ADD CONSTRAINT "saved_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_folder_id_saved_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."saved_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urgent_sms_messages" ADD CONSTRAINT "urgent_sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urgent_sms_messages" ADD CONSTRAINT "urgent_sms_messages_house_id_users_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urgent_sms_messages" ADD CONSTRAINT "urgent_sms_messages_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_province_idx" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "item_shares_user_created_idx" ON "item_shares" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "local_levels_district_idx" ON "local_levels" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_folders_user_name_unique" ON "saved_folders" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_item_unique" ON "saved_items" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "saved_items_user_created_idx" ON "saved_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "urgent_sms_user_news_unique" ON "urgent_sms_messages" USING btree ("user_id","news_id");--> statement-breakpoint
CREATE INDEX "urgent_sms_house_created_idx" ON "urgent_sms_messages" USING btree ("house_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_district_id_districts_id_fk" FOREIGN KEY ("home_district_id") REFERENCES "public"."districts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_district_published_idx" ON "news" USING btree ("district_id","publish_at" DESC NULLS LAST) WHERE status = 'published' and district_id is not null;--> statement-breakpoint
CREATE INDEX "news_province_published_idx" ON "news" USING btree ("province_id","publish_at" DESC NULLS LAST) WHERE status = 'published' and province_id is not null;--> statement-breakpoint
-- Usage terms, the editor's note and the place are part of what a client sees of a news item (issue 23).
-- Each is added only when set, so the hash of every item without them stays what it was: no spurious versions.
CREATE OR REPLACE FUNCTION news_feed_hash(item news) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT md5(concat_ws(E'\x1f', item.title, item.content, item.meta_description, item.language_id::text,
    array_to_string(item.category_ids, ','), item.source_name,
    (SELECT string_agg(m.path || ':' || m.caption, ',' ORDER BY m.position, m.id) FROM media m WHERE m.news_id = item.id),
    'terms:' || nullif(item.usage_terms, ''), 'note:' || nullif(item.editor_note, ''),
    'place:' || concat_ws('/', item.province_id, item.district_id, item.local_level_id)
      || CASE WHEN item.province_id IS NULL THEN NULL ELSE '' END))
$$;
