CREATE TABLE "picture_copies" (
	"copy_path" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"media_id" integer NOT NULL,
	"fields_hash" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "picture_metadata_pending" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	CONSTRAINT "picture_metadata_pending_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "picture_metadata_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"written_for" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_copies" ADD CONSTRAINT "picture_copies_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "picture_copies_current_unique" ON "picture_copies" USING btree ("path") WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "picture_copies_media_idx" ON "picture_copies" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "picture_copies_retired_idx" ON "picture_copies" USING btree ("retired_at") WHERE retired_at is not null;--> statement-breakpoint
CREATE INDEX "picture_metadata_pending_marked_idx" ON "picture_metadata_pending" USING btree ("marked_at");--> statement-breakpoint
-- Items whose pictures' IPTC metadata may be out of date (modules/media/picture-metadata/). Every write of what
-- that metadata says marks the item in the writing transaction; a mark already there is touched (version + 1,
-- lease dropped), so the job that leased it before the write does not clear it and a run takes it again.
CREATE FUNCTION picture_metadata_mark(item_kind text, id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO picture_metadata_pending (kind, item_id) VALUES (item_kind, id)
  ON CONFLICT (kind, item_id) DO UPDATE
    SET version = picture_metadata_pending.version + 1, marked_at = now(), leased_until = NULL
$$;
--> statement-breakpoint
-- A published item with pictures whose text, terms, place, language or categories changed (TG_ARGV[0]: its kind).
CREATE FUNCTION picture_metadata_mark_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'published' THEN
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'news' THEN
    IF EXISTS (SELECT 1 FROM media WHERE news_id = NEW.id AND kind = 'image') THEN
      PERFORM picture_metadata_mark('news', NEW.id);
    END IF;
  ELSIF TG_ARGV[0] = 'gallery' THEN
    IF EXISTS (SELECT 1 FROM media WHERE gallery_id = NEW.id AND kind = 'image') THEN
      PERFORM picture_metadata_mark('gallery', NEW.id);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM media WHERE video_id = NEW.id AND kind = 'image') THEN
    PERFORM picture_metadata_mark('video', NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_picture_metadata AFTER UPDATE OF title, meta_description, language_id, category_ids, source_name,
    usage_terms, publish_at, status, province_id, district_id, local_level_id ON news
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.meta_description IS DISTINCT FROM NEW.meta_description
    OR OLD.language_id IS DISTINCT FROM NEW.language_id OR OLD.category_ids IS DISTINCT FROM NEW.category_ids
    OR OLD.source_name IS DISTINCT FROM NEW.source_name OR OLD.usage_terms IS DISTINCT FROM NEW.usage_terms
    OR OLD.publish_at IS DISTINCT FROM NEW.publish_at OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.province_id IS DISTINCT FROM NEW.province_id OR OLD.district_id IS DISTINCT FROM NEW.district_id
    OR OLD.local_level_id IS DISTINCT FROM NEW.local_level_id)
  EXECUTE FUNCTION picture_metadata_mark_item('news');
--> statement-breakpoint
CREATE TRIGGER galleries_picture_metadata AFTER UPDATE OF title, description, usage_terms, publish_at, status,
    province_id, district_id, local_level_id ON galleries
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.usage_terms IS DISTINCT FROM NEW.usage_terms OR OLD.publish_at IS DISTINCT FROM NEW.publish_at
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.province_id IS DISTINCT FROM NEW.province_id
    OR OLD.district_id IS DISTINCT FROM NEW.district_id OR OLD.local_level_id IS DISTINCT FROM NEW.local_level_id)
  EXECUTE FUNCTION picture_metadata_mark_item('gallery');
--> statement-breakpoint
CREATE TRIGGER videos_picture_metadata AFTER UPDATE OF title, meta_description, description, language_id, category_ids,
    usage_terms, publish_at, status, province_id, district_id, local_level_id ON videos
  FOR EACH ROW WHEN (
    OLD.title IS DISTINCT FROM NEW.title OR OLD.meta_description IS DISTINCT FROM NEW.meta_description
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.language_id IS DISTINCT FROM NEW.language_id
    OR OLD.category_ids IS DISTINCT FROM NEW.category_ids OR OLD.usage_terms IS DISTINCT FROM NEW.usage_terms
    OR OLD.publish_at IS DISTINCT FROM NEW.publish_at OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.province_id IS DISTINCT FROM NEW.province_id OR OLD.district_id IS DISTINCT FROM NEW.district_id
    OR OLD.local_level_id IS DISTINCT FROM NEW.local_level_id)
  EXECUTE FUNCTION picture_metadata_mark_item('video');
--> statement-breakpoint
-- A picture added, moved, re-captioned or given its renditions (the backfill) marks its item.
CREATE FUNCTION picture_metadata_mark_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind <> 'image' THEN
    RETURN NULL;
  END IF;
  IF NEW.news_id IS NOT NULL THEN
    PERFORM picture_metadata_mark('news', NEW.news_id);
  ELSIF NEW.gallery_id IS NOT NULL THEN
    PERFORM picture_metadata_mark('gallery', NEW.gallery_id);
  ELSIF NEW.video_id IS NOT NULL THEN
    PERFORM picture_metadata_mark('video', NEW.video_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER media_picture_metadata AFTER INSERT OR UPDATE OF caption, renditions, news_id, gallery_id, video_id ON media
  FOR EACH ROW EXECUTE FUNCTION picture_metadata_mark_media();
--> statement-breakpoint
-- A category renamed or given other default usage terms marks the published news and videos in it that have pictures.
CREATE FUNCTION picture_metadata_mark_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO picture_metadata_pending (kind, item_id)
    SELECT 'news', n.id FROM news n
      WHERE n.category_ids @> ARRAY[NEW.id] AND n.status = 'published'
        AND EXISTS (SELECT 1 FROM media m WHERE m.news_id = n.id AND m.kind = 'image')
    UNION ALL
    SELECT 'video', v.id FROM videos v
      WHERE v.category_ids @> ARRAY[NEW.id] AND v.status = 'published'
        AND EXISTS (SELECT 1 FROM media m WHERE m.video_id = v.id AND m.kind = 'image')
  ON CONFLICT (kind, item_id) DO UPDATE
    SET version = picture_metadata_pending.version + 1, marked_at = now(), leased_until = NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_picture_metadata AFTER UPDATE OF name, name_ne, default_usage_terms ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ne IS DISTINCT FROM NEW.name_ne
    OR OLD.default_usage_terms IS DISTINCT FROM NEW.default_usage_terms)
  EXECUTE FUNCTION picture_metadata_mark_category();
--> statement-breakpoint
-- Every item with pictures (the first start, or PUBLIC_URL or AGENCY_NAME changed): the job takes marks newest
-- first, so each is dated by its newest picture, older than any mark a write makes: a publish never waits behind them.
CREATE FUNCTION picture_metadata_mark_all() RETURNS void LANGUAGE sql AS $$
  INSERT INTO picture_metadata_pending (kind, item_id, marked_at)
    SELECT CASE WHEN m.news_id IS NOT NULL THEN 'news' WHEN m.gallery_id IS NOT NULL THEN 'gallery' ELSE 'video' END,
      coalesce(m.news_id, m.gallery_id, m.video_id), max(m.created_at)
    FROM media m
    WHERE m.kind = 'image' AND coalesce(m.news_id, m.gallery_id, m.video_id) IS NOT NULL
    GROUP BY 1, 2
  ON CONFLICT (kind, item_id) DO UPDATE
    SET version = picture_metadata_pending.version + 1, leased_until = NULL
$$;
