ALTER TABLE "feed_events" ADD COLUMN "ninjs" text;--> statement-breakpoint
ALTER TABLE "feed_events" ADD COLUMN "ninjs_without_videos" text;--> statement-breakpoint
ALTER TABLE "feed_events" ADD COLUMN "latest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_state" ADD COLUMN "documents_for" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_state" ADD COLUMN "documents_below" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Only an item's latest event is listed: the log so far is marked once here, the dispatcher keeps it so.
UPDATE "feed_events" e SET "latest" = false
  WHERE EXISTS (SELECT 1 FROM "feed_events" later WHERE later."news_id" = e."news_id" AND later."seq" > e."seq");--> statement-breakpoint
CREATE INDEX "feed_events_latest_idx" ON "feed_events" USING btree ("seq") WHERE latest;
--> statement-breakpoint
-- A news item's files are part of what clients see of it (news_feed_hash): writing them marks the item
-- for the item-change dispatcher as writing the item does (row triggers: a column list allows no transition table).
CREATE FUNCTION feed_pending_mark_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.news_id IS NOT NULL THEN
    INSERT INTO feed_pending (news_id) VALUES (OLD.news_id) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.news_id IS NOT NULL THEN
    INSERT INTO feed_pending (news_id) VALUES (NEW.news_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER media_feed_pending AFTER INSERT OR DELETE OR UPDATE OF news_id, path, caption, position ON media
  FOR EACH ROW EXECUTE FUNCTION feed_pending_mark_media();
