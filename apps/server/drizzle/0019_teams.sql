CREATE TABLE "ownership_offers" (
	"house_id" integer PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_actions" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "house_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_house_id_users_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_offers" ADD CONSTRAINT "ownership_offers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_actions" ADD CONSTRAINT "client_actions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_house_id_users_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_house_idx" ON "users" USING btree ("house_id") WHERE house_id is not null;--> statement-breakpoint
-- Every account there is becomes the owner of its own media house, joined when it registered.
UPDATE "users" SET "joined_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_role_check" CHECK ("team_role" IN ('owner', 'editor', 'reporter', 'viewer'));--> statement-breakpoint
-- A member's house is always an account of its own, never another member.
ALTER TABLE "users" ADD CONSTRAINT "users_house_not_self_check" CHECK ("house_id" IS NULL OR "house_id" <> "id");
