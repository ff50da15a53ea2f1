-- news_counts writes only what a statement changes on balance: the old rows (-1) and the new rows (+1)
-- are summed per month, language and set of categories, and groups that come out even are not written.
-- Editing a title, pinning or a correction leaves the table untouched, where 0003 updated the item's
-- group twice; every update that is left makes one dead row version, and the spare room of the
-- fillfactor lets PostgreSQL reuse it in place (a HOT update: no index entry, pruned on the next read),
-- so the table stays about its live size even where autovacuum is off.
CREATE OR REPLACE FUNCTION news_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM news_counts;
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS delta, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS delta, * FROM old_rows'
    ELSE 'SELECT -1 AS delta, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
  END;
  EXECUTE format($sql$
    INSERT INTO news_counts AS counted (month, language_id, category_ids, items)
    SELECT month, language_id, category_ids, sum(delta)
    FROM (
      SELECT delta, date_trunc('month', publish_at, 'UTC') AS month, language_id,
             ARRAY(SELECT DISTINCT category FROM unnest(category_ids) AS category ORDER BY category) AS category_ids
      FROM (%s) AS changed WHERE status = 'published'
    ) AS keys
    GROUP BY month, language_id, category_ids
    HAVING sum(delta) <> 0
    ON CONFLICT (month, language_id, category_ids) DO UPDATE SET items = counted.items + excluded.items
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE news_counts SET (fillfactor = 70);
