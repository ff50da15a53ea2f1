CREATE TABLE "alert_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"saved_search_id" integer,
	"delivery" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"news_id" integer NOT NULL,
	"version" integer NOT NULL,
	"pubstatus" text NOT NULL,
	"language_id" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_pending" (
	"news_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"lifts_seen_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_usage" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "feed_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"match_query" text,
	"language_id" integer,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"alert" text DEFAULT 'off' NOT NULL,
	"daily_at" smallint,
	"digest_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"news_id" integer NOT NULL,
	"pubstatus" text NOT NULL,
	"attempt" integer NOT NULL,
	"http_status" integer,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"sealed_secret" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"match_query" text,
	"language_id" integer,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tokens" ADD CONSTRAINT "feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_usage" ADD CONSTRAINT "feed_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_user_news_unique" ON "alert_matches" USING btree ("user_id","news_id");--> statement-breakpoint
CREATE INDEX "alert_matches_user_created_idx" ON "alert_matches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alert_matches_unmailed_idx" ON "alert_matches" USING btree ("saved_search_id") WHERE mailed_at is null and delivery in ('hourly', 'daily');--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_events_news_idx" ON "feed_events" USING btree ("news_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feed_tokens_hash_unique" ON "feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_unique" ON "saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_hook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhooks_user_idx" ON "webhooks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webhooks_active_idx" ON "webhooks" USING btree ("id") WHERE status = 'active';--> statement-breakpoint
-- What a client sees of a news item, hashed: a feed event gets a new version only when this changes.
CREATE FUNCTION news_feed_hash(item news) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT md5(concat_ws(E'\x1f', item.title, item.content, item.meta_description, item.language_id::text,
    array_to_string(item.category_ids, ','), item.source_name,
    (SELECT string_agg(m.path || ':' || m.caption, ',' ORDER BY m.position, m.id) FROM media m WHERE m.news_id = item.id)))
$$;
--> statement-breakpoint
-- Every statement writing news marks its items for the item-change dispatcher, in the writing transaction.
CREATE FUNCTION feed_pending_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO feed_pending (news_id) SELECT DISTINCT id FROM old_rows ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO feed_pending (news_id) SELECT DISTINCT id FROM new_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_feed_pending_insert AFTER INSERT ON news REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_pending_mark();
--> statement-breakpoint
CREATE TRIGGER news_feed_pending_update AFTER UPDATE ON news REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_pending_mark();
--> statement-breakpoint
CREATE TRIGGER news_feed_pending_delete AFTER DELETE ON news REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_pending_mark();
--> statement-breakpoint
-- The archive as it stands is the feed's start: one usable event per readable item, oldest first.
INSERT INTO feed_events (news_id, version, pubstatus, language_id, category_ids, content_hash)
SELECT n.id, 1, 'usable', n.language_id, n.category_ids, news_feed_hash(n)
FROM news n WHERE n.status = 'published' AND n.publish_at <= now()
ORDER BY n.publish_at, n.id;
--> statement-breakpoint
INSERT INTO feed_state (id, lifts_seen_until) VALUES (1, now());
