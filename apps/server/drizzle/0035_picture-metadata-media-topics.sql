-- A category's IPTC Media Topics changed (staff replace them: rows deleted, then inserted): the published news and
-- videos in it that have pictures are marked, so their pictures' Media Topic keywords are written again. Statement
-- triggers with transition tables: one mark per item and statement, however many codes changed.
CREATE FUNCTION picture_metadata_mark_category_topics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO picture_metadata_pending (kind, item_id)
    SELECT 'news', n.id FROM news n
      WHERE n.category_ids && ARRAY(SELECT DISTINCT category_id FROM changed_topics) AND n.status = 'published'
        AND EXISTS (SELECT 1 FROM media m WHERE m.news_id = n.id AND m.kind = 'image')
    UNION ALL
    SELECT 'video', v.id FROM videos v
      WHERE v.category_ids && ARRAY(SELECT DISTINCT category_id FROM changed_topics) AND v.status = 'published'
        AND EXISTS (SELECT 1 FROM media m WHERE m.video_id = v.id AND m.kind = 'image')
  ON CONFLICT (kind, item_id) DO UPDATE
    SET version = picture_metadata_pending.version + 1, marked_at = now(), leased_until = NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER category_media_topics_inserted_picture_metadata AFTER INSERT ON category_media_topics
  REFERENCING NEW TABLE AS changed_topics FOR EACH STATEMENT EXECUTE FUNCTION picture_metadata_mark_category_topics();
--> statement-breakpoint
CREATE TRIGGER category_media_topics_updated_picture_metadata AFTER UPDATE ON category_media_topics
  REFERENCING NEW TABLE AS changed_topics FOR EACH STATEMENT EXECUTE FUNCTION picture_metadata_mark_category_topics();
--> statement-breakpoint
CREATE TRIGGER category_media_topics_deleted_picture_metadata AFTER DELETE ON category_media_topics
  REFERENCING OLD TABLE AS changed_topics FOR EACH STATEMENT EXECUTE FUNCTION picture_metadata_mark_category_topics();
