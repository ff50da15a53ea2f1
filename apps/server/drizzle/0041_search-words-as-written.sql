-- search_words holds the words as written (the lexemes of weight A of search_vector), not the stems
-- search-stems added (weight D): "Did you mean" offers its words to people, and a stem ("provinc", "citi")
-- is no word to offer. A stem that is also written (नेपाल, elect) is counted as the items writing it.
CREATE OR REPLACE FUNCTION search_words_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, items)
  SELECT lexeme, count(*)
  FROM (
    SELECT search_vector FROM news WHERE status = 'published'
    UNION ALL SELECT search_vector FROM galleries WHERE status = 'published'
    UNION ALL SELECT search_vector FROM videos WHERE status = 'published'
  ) AS published, unnest(search_vector)
  WHERE 'A' = ANY(weights)
  GROUP BY lexeme;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM search_words_rebuild();
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO search_words AS known (word, items)
    SELECT lexeme, sum(change)::int
    FROM (%s) AS changes
    GROUP BY lexeme HAVING sum(change) <> 0
    ORDER BY lexeme
    ON CONFLICT (word) DO UPDATE SET items = known.items + excluded.items
  $sql$, concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN
      $part$SELECT lexeme, -1 AS change FROM old_rows, unnest(search_vector) WHERE status = 'published' AND 'A' = ANY(weights)$part$ END,
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN
      $part$SELECT lexeme, 1 AS change FROM new_rows, unnest(search_vector) WHERE status = 'published' AND 'A' = ANY(weights)$part$ END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT search_words_rebuild();
