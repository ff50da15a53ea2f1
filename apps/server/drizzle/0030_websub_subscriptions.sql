CREATE TABLE "websub_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic_hash" text NOT NULL,
	"sealed_topic" text NOT NULL,
	"token_hash" text NOT NULL,
	"scope" text NOT NULL,
	"category_id" integer,
	"search_id" integer,
	"callback" text NOT NULL,
	"sealed_secret" text,
	"lease_seconds" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "websub_subscriptions_lease_positive" CHECK ("websub_subscriptions"."lease_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "websub_subscriptions" ADD CONSTRAINT "websub_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "websub_subscriptions_topic_callback_unique" ON "websub_subscriptions" USING btree ("topic_hash","callback");--> statement-breakpoint
CREATE INDEX "websub_subscriptions_user_idx" ON "websub_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "websub_subscriptions_expires_idx" ON "websub_subscriptions" USING btree ("expires_at");