ALTER TABLE "media" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_event_id_agenda_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."agenda_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_event_idx" ON "media" USING btree ("event_id","position") WHERE event_id is not null;