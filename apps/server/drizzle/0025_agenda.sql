CREATE TABLE "agenda_coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"expected_date" date,
	"expected_time" text,
	"note" text DEFAULT '' NOT NULL,
	"delivered_kind" text,
	"delivered_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"title_ne" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ne" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text,
	"end_date" date,
	"end_time" text,
	"all_day" boolean DEFAULT false NOT NULL,
	"time_to_be_confirmed" boolean DEFAULT false NOT NULL,
	"province_id" smallint,
	"district_id" smallint,
	"local_level_id" smallint,
	"venue" text DEFAULT '' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"internal_note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_coverages" ADD CONSTRAINT "agenda_coverages_event_id_agenda_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."agenda_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_events" ADD CONSTRAINT "agenda_events_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_events" ADD CONSTRAINT "agenda_events_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_events" ADD CONSTRAINT "agenda_events_local_level_id_local_levels_id_fk" FOREIGN KEY ("local_level_id") REFERENCES "public"."local_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_events" ADD CONSTRAINT "agenda_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_events" ADD CONSTRAINT "agenda_events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_coverages_event_idx" ON "agenda_coverages" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "agenda_events_start_idx" ON "agenda_events" USING btree ("start_date","id");