ALTER TABLE "news" ADD COLUMN "breaking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "granted_by" integer;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;