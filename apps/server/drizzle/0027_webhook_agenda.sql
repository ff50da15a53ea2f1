CREATE TABLE "webhook_agenda_cursor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "webhook_agenda_cursor_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "news_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "agenda_event_id" integer;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "agenda" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_one_subject" CHECK ((news_id is null) <> (agenda_event_id is null));