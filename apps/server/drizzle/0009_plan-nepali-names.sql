ALTER TABLE "payments" ADD COLUMN "plan_name_ne" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "description_ne" text;