ALTER TABLE "sessions" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "setup_values" ADD COLUMN "label_ne" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The seeded media-house categories in Nepali; a label staff have changed since keeps its own (no Nepali until they add one).
UPDATE "setup_values" AS s SET "label_ne" = n.label_ne
  FROM (VALUES
    ('news_paper', 'Newspaper', 'पत्रिका'),
    ('television', 'Television', 'टेलिभिजन'),
    ('radio/fm', 'Radio / FM', 'रेडियो / एफएम'),
    ('news_portal', 'News portal', 'समाचार पोर्टल')
  ) AS n(value, label, label_ne)
  WHERE s."key" = 'register_category' AND s."value" = n.value AND s."label" = n.label;
