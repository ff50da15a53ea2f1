CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin (word gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree (word text_pattern_ops);