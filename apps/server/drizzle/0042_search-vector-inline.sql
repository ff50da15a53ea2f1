-- search_vector is read from the row itself, not from TOAST (docs/ARCHITECTURE.md "Search"). With the stems a
-- row is ~2.6 kB, over the 2 kB at which PostgreSQL moves its largest value (the vector, ~1.2 kB) out of line:
-- every item a search walked or ranked cost an index probe and page reads in the TOAST table, and a page of a
-- common word, a phrase or a facets sample walks hundreds to thousands. STORAGE MAIN keeps the vector in
-- the row, and a tuple target of 4 000 bytes lets a row of that size stay whole (a longer item's text still
-- goes out of line first). CLUSTER rewrites the rows already there under the new rule (ALTER TABLE alone
-- applies it to rows written from now on), rebuilding the indexes; it runs in the migration's transaction,
-- which VACUUM FULL cannot. At 1 M items this takes minutes under an exclusive lock: run it in a quiet hour.
ALTER TABLE "news" ALTER COLUMN "search_vector" SET STORAGE MAIN, SET (toast_tuple_target = 4000);
--> statement-breakpoint
CLUSTER "news" USING "news_pkey";
--> statement-breakpoint
ALTER TABLE "news" SET WITHOUT CLUSTER;
--> statement-breakpoint
ALTER TABLE "galleries" ALTER COLUMN "search_vector" SET STORAGE MAIN, SET (toast_tuple_target = 4000);
--> statement-breakpoint
CLUSTER "galleries" USING "galleries_pkey";
--> statement-breakpoint
ALTER TABLE "galleries" SET WITHOUT CLUSTER;
--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "search_vector" SET STORAGE MAIN, SET (toast_tuple_target = 4000);
--> statement-breakpoint
CLUSTER "videos" USING "videos_pkey";
--> statement-breakpoint
ALTER TABLE "videos" SET WITHOUT CLUSTER;
