import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { agendaEvents } from '../agenda/agenda.tables.ts';
import { galleries } from '../gallery/gallery.tables.ts';
import { news } from '../news/news.tables.ts';
import { videos } from '../videos/videos.tables.ts';

export const MEDIA_KINDS = ['image', 'video', 'pdf'] as const;

/** A WebP copy of a picture at one width (lib/image-renditions.ts), stored beside the original. */
export type StoredRendition = { width: number; path: string };

/**
 * Stored files. A file belongs to one news item, gallery, video or agenda event (its main file, `role` 'main', or
 * its poster, `role` 'poster'); paths are relative to the media folder and server-made. `renditions`
 * are a picture's WebP copies, narrowest first ([] for other files); null only on pictures stored
 * before renditions existed, until the backfill (media/rendition-backfill.ts) makes them.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'cascade' }),
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    /** A file of an agenda event (a press release, an invitation): an attachment. */
    eventId: integer('event_id').references(() => agendaEvents.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['attachment', 'main', 'poster'] })
      .notNull()
      .default('attachment'),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path'),
    renditions: jsonb('renditions').$type<StoredRendition[]>(),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    caption: text('caption').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('media_path_unique').on(table.path),
    index('media_news_idx').on(table.newsId, table.position).where(sql`news_id is not null`),
    index('media_gallery_idx').on(table.galleryId, table.position).where(sql`gallery_id is not null`),
    index('media_video_idx').on(table.videoId, table.position).where(sql`video_id is not null`),
    index('media_event_idx').on(table.eventId, table.position).where(sql`event_id is not null`),
    index('media_renditions_missing_idx').on(table.id).where(sql`renditions is null`),
  ],
);

/**
 * The copies of stored pictures with the agency's IPTC metadata written in (media/picture-metadata/): one
 * per stored file (`path`: a picture's original or one of its renditions, as links name it) and version of
 * its fields (`fields_hash`). `/media/<path>` and the news ZIP serve the current copy (`retired_at` null);
 * a correction makes a new copy under a new name and retires the old one, kept a day for downloads
 * under way, then left to the orphan sweep. A picture without a current copy is served as stored.
 */
export const pictureCopies = pgTable(
  'picture_copies',
  {
    copyPath: text('copy_path').primaryKey(),
    path: text('path').notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    fieldsHash: text('fields_hash').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('picture_copies_current_unique').on(table.path).where(sql`retired_at is null`),
    index('picture_copies_media_idx').on(table.mediaId),
    index('picture_copies_retired_idx').on(table.retiredAt).where(sql`retired_at is not null`),
  ],
);

/**
 * Items whose pictures' metadata may be out of date: triggers on news, galleries, videos, media and
 * categories add (or touch: `version` + 1) a row in the writing transaction (migration picture-metadata);
 * the picture-metadata job leases a row, writes the pictures' copies, and deletes the row only if no
 * write touched it meanwhile.
 */
export const pictureMetadataPending = pgTable(
  'picture_metadata_pending',
  {
    kind: text('kind', { enum: ['news', 'gallery', 'video'] }).notNull(),
    itemId: integer('item_id').notNull(),
    version: integer('version').notNull().default(1),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId] }), index('picture_metadata_pending_marked_idx').on(table.markedAt)],
);

/** The one row: what the pictures' metadata was written for (PUBLIC_URL, agency name, mapping revision); another value marks every picture again. */
export const pictureMetadataState = pgTable('picture_metadata_state', {
  id: smallint('id').primaryKey().default(1),
  writtenFor: text('written_for').notNull().default(''),
});
