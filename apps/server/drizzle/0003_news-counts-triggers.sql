-- news_counts (schema.ts) follows every write to news in the same transaction: statement triggers
-- group the changed rows (transition tables), so a bulk insert costs one upsert per month, language
-- and set of categories rather than one per row. The same statement serves the old rows (subtracted)
-- and the new rows (added), hence the dynamic SQL over the transition table's name.
CREATE FUNCTION news_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM news_counts;
    RETURN NULL;
  END IF;
  FOR change IN
    SELECT * FROM (VALUES ('old_rows', -1, TG_OP IN ('UPDATE', 'DELETE')), ('new_rows', 1, TG_OP IN ('INSERT', 'UPDATE'))) AS changes (rows_table, sign, applies)
    WHERE applies
  LOOP
    EXECUTE format($sql$
      INSERT INTO news_counts AS counted (month, language_id, category_ids, items)
      SELECT month, language_id, category_ids, %s * count(*)
      FROM (
        SELECT date_trunc('month', publish_at, 'UTC') AS month, language_id,
               ARRAY(SELECT DISTINCT category FROM unnest(category_ids) AS category ORDER BY category) AS category_ids
        FROM %I WHERE status = 'published'
      ) AS keys
      GROUP BY month, language_id, category_ids
      ON CONFLICT (month, language_id, category_ids) DO UPDATE SET items = counted.items + excluded.items
    $sql$, change.sign, change.rows_table);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_counts_insert AFTER INSERT ON news REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION news_counts_apply();
--> statement-breakpoint
CREATE TRIGGER news_counts_update AFTER UPDATE ON news REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION news_counts_apply();
--> statement-breakpoint
CREATE TRIGGER news_counts_delete AFTER DELETE ON news REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION news_counts_apply();
--> statement-breakpoint
CREATE TRIGGER news_counts_truncate AFTER TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION news_counts_apply();
--> statement-breakpoint
INSERT INTO news_counts (month, language_id, category_ids, items)
SELECT month, language_id, category_ids, count(*)
FROM (
  SELECT date_trunc('month', publish_at, 'UTC') AS month, language_id,
         ARRAY(SELECT DISTINCT category FROM unnest(category_ids) AS category ORDER BY category) AS category_ids
  FROM news WHERE status = 'published'
) AS keys
GROUP BY month, language_id, category_ids;
