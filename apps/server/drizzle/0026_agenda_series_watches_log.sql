CREATE TABLE "agenda_calendar_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agenda_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"version" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"delivered_coverage_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"document" jsonb NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"change_seq" bigint NOT NULL,
	"event_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"coverage_kind" text,
	"sms" boolean DEFAULT false NOT NULL,
	"mailed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"coverage_id" integer,
	"sms" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "agenda_calendar_tokens" ADD CONSTRAINT "agenda_calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_notices" ADD CONSTRAINT "agenda_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_notices" ADD CONSTRAINT "agenda_notices_change_seq_agenda_changes_seq_fk" FOREIGN KEY ("change_seq") REFERENCES "public"."agenda_changes"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_notices" ADD CONSTRAINT "agenda_notices_event_id_agenda_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."agenda_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_series" ADD CONSTRAINT "agenda_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_watches" ADD CONSTRAINT "agenda_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_watches" ADD CONSTRAINT "agenda_watches_event_id_agenda_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."agenda_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_watches" ADD CONSTRAINT "agenda_watches_coverage_id_agenda_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."agenda_coverages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_calendar_tokens_hash_unique" ON "agenda_calendar_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agenda_changes_event_idx" ON "agenda_changes" USING btree ("event_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "agenda_changes_latest_idx" ON "agenda_changes" USING btree ("seq") WHERE latest;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_notices_user_change_unique" ON "agenda_notices" USING btree ("user_id","change_seq");--> statement-breakpoint
CREATE INDEX "agenda_notices_user_created_idx" ON "agenda_notices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_watches_unique" ON "agenda_watches" USING btree ("user_id","event_id",coalesce("coverage_id", 0));--> statement-breakpoint
CREATE INDEX "agenda_watches_event_idx" ON "agenda_watches" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "agenda_events" ADD CONSTRAINT "agenda_events_series_id_agenda_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."agenda_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_events_series_idx" ON "agenda_events" USING btree ("series_id");