CREATE TABLE "auto_post_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_post_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"message" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"external_post_id" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sociair_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"chosen" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sociair_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"tenant_name" text NOT NULL,
	"username" text NOT NULL,
	"sealed_token" text,
	"needs_login" boolean DEFAULT false NOT NULL,
	"auto_post" boolean DEFAULT false NOT NULL,
	"account" jsonb,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sociair_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"logo" text,
	"chosen" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_post_attempts" ADD CONSTRAINT "auto_post_attempts_auto_post_id_auto_posts_id_fk" FOREIGN KEY ("auto_post_id") REFERENCES "public"."auto_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_posts" ADD CONSTRAINT "auto_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_posts" ADD CONSTRAINT "auto_posts_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sociair_categories" ADD CONSTRAINT "sociair_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sociair_categories" ADD CONSTRAINT "sociair_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sociair_links" ADD CONSTRAINT "sociair_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sociair_profiles" ADD CONSTRAINT "sociair_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_post_attempts_post_idx" ON "auto_post_attempts" USING btree ("auto_post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_posts_user_news_unique" ON "auto_posts" USING btree ("user_id","news_id");--> statement-breakpoint
CREATE INDEX "auto_posts_user_created_idx" ON "auto_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sociair_categories_user_external_unique" ON "sociair_categories" USING btree ("user_id","external_id");--> statement-breakpoint
CREATE INDEX "sociair_categories_chosen_idx" ON "sociair_categories" USING btree ("category_id") WHERE chosen;--> statement-breakpoint
CREATE UNIQUE INDEX "sociair_links_user_unique" ON "sociair_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sociair_profiles_user_external_unique" ON "sociair_profiles" USING btree ("user_id","external_id");--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "auto_post";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "auto_post";