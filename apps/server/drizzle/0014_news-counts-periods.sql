-- news_counts per quarter of a month instead of per month: periods start on the 1st, 9th, 17th and 25th
-- (UTC) of each month. A list's date range covers its first and last period only in part, and those
-- parts are counted row by row from the index; a quarter of a month bounds that count at four days of
-- items where a month bounded it at fifteen. About three times the rows of 0002, still summed in memory
-- (modules/news/period-counts.ts, whose periodStart must agree with news_count_period).
CREATE FUNCTION news_count_period(instant timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_trunc('month', instant, 'UTC') + make_interval(days => CASE
    WHEN extract(day FROM instant AT TIME ZONE 'UTC') >= 25 THEN 24
    WHEN extract(day FROM instant AT TIME ZONE 'UTC') >= 17 THEN 16
    WHEN extract(day FROM instant AT TIME ZONE 'UTC') >= 9 THEN 8
    ELSE 0
  END)
$$;
--> statement-breakpoint
ALTER TABLE news_counts RENAME COLUMN month TO period;
--> statement-breakpoint
ALTER TABLE news_counts RENAME CONSTRAINT news_counts_month_language_id_category_ids_pk TO news_counts_period_language_id_category_ids_pk;
--> statement-breakpoint
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
    INSERT INTO news_counts AS counted (period, language_id, category_ids, items)
    SELECT period, language_id, category_ids, sum(delta)
    FROM (
      SELECT delta, news_count_period(publish_at) AS period, language_id,
             ARRAY(SELECT DISTINCT category FROM unnest(category_ids) AS category ORDER BY category) AS category_ids
      FROM (%s) AS changed WHERE status = 'published'
    ) AS keys
    GROUP BY period, language_id, category_ids
    HAVING sum(delta) <> 0
    ON CONFLICT (period, language_id, category_ids) DO UPDATE SET items = counted.items + excluded.items
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM news_counts;
--> statement-breakpoint
INSERT INTO news_counts (period, language_id, category_ids, items)
SELECT news_count_period(publish_at), language_id,
       ARRAY(SELECT DISTINCT category FROM unnest(category_ids) AS category ORDER BY category), count(*)
FROM news WHERE status = 'published'
GROUP BY 1, 2, 3;
