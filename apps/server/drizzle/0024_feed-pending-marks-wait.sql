-- A mark for an item already marked used to do nothing. When a dispatcher run claimed that mark before the
-- marking write committed, the run read the item without the write, and the write was never dispatched
-- (a picture added to a published item while the feeds ran). Touching the existing mark instead takes its
-- row lock until the write commits: a run skips a locked mark (claimPending), and a write touching a mark
-- a run has claimed waits for that run, then marks the item afresh.
CREATE OR REPLACE FUNCTION feed_pending_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO feed_pending (news_id) SELECT DISTINCT id FROM old_rows ORDER BY id
      ON CONFLICT (news_id) DO UPDATE SET news_id = excluded.news_id;
  ELSE
    INSERT INTO feed_pending (news_id) SELECT DISTINCT id FROM new_rows ORDER BY id
      ON CONFLICT (news_id) DO UPDATE SET news_id = excluded.news_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION feed_pending_mark_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.news_id IS NOT NULL THEN
    INSERT INTO feed_pending (news_id) VALUES (OLD.news_id) ON CONFLICT (news_id) DO UPDATE SET news_id = excluded.news_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.news_id IS NOT NULL THEN
    INSERT INTO feed_pending (news_id) VALUES (NEW.news_id) ON CONFLICT (news_id) DO UPDATE SET news_id = excluded.news_id;
  END IF;
  RETURN NULL;
END
$$;
