CREATE TABLE "bill_sequences" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"order_id" text NOT NULL,
	"gateway_token" text,
	"gateway_transaction_id" text,
	"gateway_status" text,
	"no_of_screen" integer NOT NULL,
	"no_of_month" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"duration" integer NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"screen_amount" integer NOT NULL,
	"month_amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"bill_no" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_unique" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_token_unique" ON "payments" USING btree ("channel","gateway_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_transaction_unique" ON "payments" USING btree ("channel","gateway_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bill_no_unique" ON "payments" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_unique" ON "subscriptions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_unique" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."is_trial";