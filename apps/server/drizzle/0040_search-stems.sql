-- Stems (issue 43, docs/ARCHITECTURE.md "Search"). portal_stem reads Devanagari words with the Snowball
-- Nepali stemmer and ASCII words with the English one; numbers, e-mails, addresses have no mapping
-- (the `simple` half keeps them as written). search_vector holds each word as written (weight A) and
-- its stem (weight D): one column and one GIN index serve both, a stem matching every form of a word.
CREATE TEXT SEARCH CONFIGURATION portal_stem (PARSER = pg_catalog.default);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_stem ADD MAPPING FOR word, hword, hword_part WITH nepali_stem;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portal_stem ADD MAPPING FOR asciiword, asciihword, hword_asciipart WITH english_stem;
--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: each table's column is dropped (its GIN
-- index with it) and added again, which rewrites the table once, computing every vector in that one pass;
-- the index is then built once over the finished column (not grown row by row) with more memory for the
-- sort, and the statement triggers of search_words do not fire on ALTER TABLE: it is rebuilt once at the
-- end. At 1 M items this is a few minutes under an exclusive lock: run it in a maintenance window.
SET maintenance_work_mem = '256MB';
--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_text), 'A') || setweight(to_tsvector('portal_stem'::regconfig, search_text), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "news_search_vector_idx" ON "news" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "galleries" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_text), 'A') || setweight(to_tsvector('portal_stem'::regconfig, search_text), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "galleries_search_vector_idx" ON "galleries" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_text), 'A') || setweight(to_tsvector('portal_stem'::regconfig, search_text), 'D')) STORED;
--> statement-breakpoint
CREATE INDEX "videos_search_vector_idx" ON "videos" USING gin ("search_vector");
--> statement-breakpoint
RESET maintenance_work_mem;
--> statement-breakpoint
SELECT search_words_rebuild();
