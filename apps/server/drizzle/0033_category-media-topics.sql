CREATE TABLE "category_media_topics" (
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_media_topics_category_id_code_pk" PRIMARY KEY("category_id","code")
);
--> statement-breakpoint
ALTER TABLE "category_media_topics" ADD CONSTRAINT "category_media_topics_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_media_topics_code_idx" ON "category_media_topics" USING btree ("code");--> statement-breakpoint
-- Installations seeded before this migration: their seeded categories get the default topics (media-topic-defaults.ts).
INSERT INTO "category_media_topics" ("category_id", "code", "position")
SELECT "categories"."id", "defaults"."code", 0
FROM "categories"
JOIN (VALUES
	('politics', 'medtop:11000000'),
	('economy', 'medtop:04000000'),
	('sports', 'medtop:15000000'),
	('entertainment', 'medtop:20000002'),
	('health', 'medtop:07000000'),
	('technology', 'medtop:20000756'),
	('international', 'medtop:20000638'),
	('society', 'medtop:14000000'),
	('province', 'medtop:20000618')
) AS "defaults" ("slug", "code") ON "defaults"."slug" = "categories"."slug";
