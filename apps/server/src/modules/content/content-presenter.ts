import type { CategoryRef, ImageRendition, MediaFile } from '@portal/shared';
import type { media, StoredRendition } from '../../db/schema.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { formatNepalTime } from '../../lib/nepal-dates.ts';
import type { Cover } from '../media/media.repository.ts';

type Dated = { publishAt: Date; createdAt: Date; updatedAt: Date };

/** The date fields of SPEC.md §3 every item carries. */
export function presentDates(row: Dated) {
  return {
    publish_at: row.publishAt.toISOString(),
    parsed_publish_at: row.publishAt.toISOString(),
    format_parsed_publish_at: formatNepalTime(row.publishAt),
    format_parsed_created_at: formatNepalTime(row.createdAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A picture's renditions as stored (media.renditions; null before the backfill made them), with signed links. */
export const presentRenditions = (renditions: readonly StoredRendition[] | null, links: MediaLinks): ImageRendition[] =>
  (renditions ?? []).map((rendition) => ({ width: rendition.width, url: links.sign(rendition.path) }));

/** A card's picture fields from its item's cover (none when the item has no picture). */
export const presentCover = (cover: Pick<Cover, 'thumbnailPath' | 'renditions'> | undefined, links: MediaLinks) => ({
  thumbnail: cover?.thumbnailPath ? links.sign(cover.thumbnailPath) : null,
  thumbnail_renditions: presentRenditions(cover?.renditions ?? null, links),
});

export function presentMedia(row: typeof media.$inferSelect, links: MediaLinks): MediaFile {
  return {
    id: row.id,
    path: links.sign(row.path),
    thumbnail: row.thumbnailPath ? links.sign(row.thumbnailPath) : null,
    renditions: presentRenditions(row.renditions, links),
    extension: row.extension,
    aggregate_type: row.kind,
    size: row.size,
    width: row.width,
    height: row.height,
    download_name: `${row.id}.${row.extension}`,
    caption: row.caption,
  };
}

/** Category ids as `{id, name}` in the order stored; ids of removed categories are left out. */
export function namedCategories(ids: number[], names: ReadonlyMap<number, string>): CategoryRef[] {
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}
