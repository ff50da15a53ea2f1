-- Search (docs/ARCHITECTURE.md "Search"). search_normal() folds the spellings of one Nepali word that
-- typists mix up, as lib/search-terms.ts normalSearchText() does for what the service stores and for the
-- search box: letters with nukta (precomposed or with U+093C) to the plain letter, chandrabindu to
-- anusvara, ZWJ and ZWNJ left out. The stored search columns are recomputed with it.
CREATE FUNCTION search_normal(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate($1, U&'\0958\0959\095A\095B\095C\095D\095E\095F\0929\0931\0934\0901\093C\200C\200D',
                       U&'\0915\0916\0917\091C\0921\0922\092B\092F\0928\0930\0933\0902')
$$;
--> statement-breakpoint
UPDATE news SET search_text = search_normal(search_text), search_head = search_normal(search_head)
WHERE search_text <> search_normal(search_text) OR search_head <> search_normal(search_head);
--> statement-breakpoint
UPDATE galleries SET search_text = search_normal(search_text), search_head = search_normal(search_head)
WHERE search_text <> search_normal(search_text) OR search_head <> search_normal(search_head);
--> statement-breakpoint
UPDATE videos SET search_text = search_normal(search_text), search_head = search_normal(search_head)
WHERE search_text <> search_normal(search_text) OR search_head <> search_normal(search_head);
--> statement-breakpoint
-- search_words from scratch: every lexeme of a published item's search_vector, with its number of items.
CREATE FUNCTION search_words_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, items)
  SELECT lexeme, count(*)
  FROM (
    SELECT search_vector FROM news WHERE status = 'published'
    UNION ALL SELECT search_vector FROM galleries WHERE status = 'published'
    UNION ALL SELECT search_vector FROM videos WHERE status = 'published'
  ) AS published, unnest(search_vector)
  GROUP BY lexeme;
$$;
--> statement-breakpoint
-- search_words follows every write to news, galleries and videos in the writing transaction: statement
-- triggers net the words of the old rows (subtracted) against those of the new rows (added), so an edit
-- that leaves the text and the status alone writes nothing, and a bulk insert writes each word once.
-- Words are upserted in order, so two loaders writing at once wait for each other instead of deadlocking.
CREATE FUNCTION search_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
      $part$SELECT lexeme, -1 AS change FROM old_rows, unnest(search_vector) WHERE status = 'published'$part$ END,
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN
      $part$SELECT lexeme, 1 AS change FROM new_rows, unnest(search_vector) WHERE status = 'published'$part$ END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_search_words_insert AFTER INSERT ON news REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER news_search_words_update AFTER UPDATE ON news REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER news_search_words_delete AFTER DELETE ON news REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER news_search_words_truncate AFTER TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER galleries_search_words_insert AFTER INSERT ON galleries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER galleries_search_words_update AFTER UPDATE ON galleries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER galleries_search_words_delete AFTER DELETE ON galleries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER galleries_search_words_truncate AFTER TRUNCATE ON galleries
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER videos_search_words_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER videos_search_words_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER videos_search_words_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
CREATE TRIGGER videos_search_words_truncate AFTER TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_apply();
--> statement-breakpoint
SELECT search_words_rebuild();
