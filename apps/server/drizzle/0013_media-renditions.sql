ALTER TABLE "media" ADD COLUMN "renditions" jsonb;--> statement-breakpoint
-- Only pictures have renditions: other files get none, so null is left on the pictures the backfill must still do.
UPDATE "media" SET "renditions" = '[]'::jsonb WHERE "kind" <> 'image';--> statement-breakpoint
CREATE INDEX "media_renditions_missing_idx" ON "media" USING btree ("id") WHERE renditions is null;
