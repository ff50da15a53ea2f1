import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
