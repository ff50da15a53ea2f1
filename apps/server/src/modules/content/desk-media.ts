import {
  type DeskMediaFile,
  type DeskMediaQuery,
  type DeskMediaRow,
  type deskMediaSlot,
  MAX_DESK_FILES,
  MAX_NEWS_ATTACHMENTS,
  messages,
  type Paged,
  type PlaceIds,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { MediaOwner, MediaRepository, MediaRow } from '../media/media.repository.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import { presentPlace } from '../places/place-names.ts';
import { ATTACHMENT_CHECK, PDF_CHECK } from '../uploads/uploads.service.ts';
import type { ContentCache } from './content-cache.ts';
import { presentCover, presentMedia } from './content-presenter.ts';
import { pageMeta } from './content-query.ts';
import type { ArrangeFiles, FileToAttach } from './save-with-files.ts';

type Slot = z.infer<typeof deskMediaSlot>;

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];
const VIDEOS = ['video/mp4', 'video/webm', 'video/quicktime', 'video/vnd.avi'];

/** What each desk form's file field takes (decided by the bytes), how many, and why another file is refused. */
export const NEWS_FILES = {
  check: { accept: new Set([...ATTACHMENT_CHECK.accept, ...PDF_CHECK.accept]) },
  maxFiles: MAX_NEWS_ATTACHMENTS + 1,
  refusedBecause: messages.fileNotDeskAttachment,
};
export const GALLERY_IMAGES = { check: { accept: new Set(IMAGES) }, maxFiles: MAX_DESK_FILES, refusedBecause: messages.fileNotPicture };
export const VIDEO_FILE = { check: { accept: new Set(VIDEOS) }, maxFiles: 1, refusedBecause: messages.fileNotVideo };
export const POSTER_FILE = { check: { accept: new Set(IMAGES) }, maxFiles: 1, refusedBecause: messages.fileNotPicture };
type Placed = Pick<MediaRow, 'id' | 'kind' | 'caption'> & { position: number };

export const presentDeskMedia = (row: MediaRow, links: MediaLinks): DeskMediaFile => ({
  ...presentMedia(row, links),
  caption: row.caption,
});

type DeskRow = PlaceIds & { id: number; title: string; status: string; publishAt: Date; createdAt: Date };

/** A page of the galleries or videos desk, each row with its cover and number of images. */
export async function presentDeskRows(
  deps: { media: MediaRepository; links: MediaLinks },
  owner: 'galleryId' | 'videoId',
  rows: DeskRow[],
  total: number,
  query: DeskMediaQuery,
): Promise<Paged<DeskMediaRow>> {
  const covers = await deps.media.coversOf(
    owner,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => {
    const cover = covers.get(row.id);
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      publish_at: row.publishAt.toISOString(),
      thumbnail: presentCover(cover, deps.links).thumbnail,
      images_count: cover?.imagesCount ?? 0,
      created_at: row.createdAt.toISOString(),
      place: presentPlace(row),
    };
  });
  return { data, meta: pageMeta(total, query) };
}

/** A file as a version records it: kind, id and caption. */
export const fileLabel = (file: Pick<MediaRow, 'id' | 'kind' | 'caption'>) =>
  `${file.kind} #${file.id}${file.caption ? ` “${file.caption}”` : ''}`;

const invalidList = () => ValidationError.field('media', messages.mediaListInvalid);

/**
 * What a desk save does to an item's files, from the list it sent (`slots`, in the desk's order): the
 * saved files it keeps, the new ones it adds (each sent file named exactly once) and everyone's place
 * and caption. Refuses a list naming a file the item does not have or leaving out a file part sent.
 */
export function planMedia(deps: { media: MediaRepository; owner: MediaOwner }, slots: Slot[], saved: MediaRow[], sent: StagedMedia[]) {
  const savedIds = new Set(saved.map((file) => file.id));
  const keep = new Set<number>();
  const added: { staged: StagedMedia; caption: string }[] = [];
  for (const slot of slots) {
    if ('id' in slot) {
      if (!savedIds.has(slot.id) || keep.has(slot.id)) throw invalidList();
      keep.add(slot.id);
      continue;
    }
    const staged = sent[slot.file];
    if (!staged || added.some((file) => file.staged === staged)) throw invalidList();
    added.push({ staged, caption: slot.caption });
  }
  if (added.length !== sent.length) throw invalidList();

  const unchanged =
    added.length === 0 &&
    keep.size === saved.length &&
    slots.every((slot, index) => 'id' in slot && saved[index]?.id === slot.id && saved[index].caption === slot.caption);

  /** Every file of the item after the save, in order; the new ones as their rows came back (in the order of `added`). */
  function placed(addedRows: MediaRow[]): Placed[] {
    let next = 0;
    return slots.map((slot, position) => {
      const row = 'id' in slot ? saved.find((file) => file.id === slot.id) : addedRows[next++];
      return { id: row?.id ?? 0, kind: row?.kind ?? 'image', caption: slot.caption, position };
    });
  }

  return {
    added: added satisfies FileToAttach[],
    changed: !unchanged,
    /** The kinds of every file the item will have. */
    kinds: [...saved.filter((file) => keep.has(file.id)), ...added.map((file) => file.staged.values)].map((file) => file.kind),
    /** For saveWithFiles: the saved files the list left out. */
    dropping: async (tx: Database, itemId: number) =>
      ((await deps.media.ofOwners(deps.owner, [itemId], tx)).get(itemId) ?? []).filter((file) => !keep.has(file.id)),
    /** For saveWithFiles: every file takes its place and caption, then `then` runs (a version is recorded). */
    arrange:
      (then?: (tx: Database, after: Placed[]) => Promise<void>): ArrangeFiles =>
      async (tx, _itemId, addedRows) => {
        const after = placed(addedRows);
        await deps.media.arrange(after, tx);
        await then?.(tx, after);
      },
  };
}

/** Deletes desk items, then their files (after the rows are gone, so a failure leaves every file in place); 404 when none existed. */
export async function removeWithFiles(
  deps: { cache: ContentCache; mediaService: MediaService },
  remove: () => Promise<{ files: MediaRow[]; removed: number }>,
): Promise<void> {
  const { files, removed } = await remove();
  if (removed === 0) throw new NotFoundError();
  await deps.cache.clear();
  await deps.mediaService.removeFiles(files);
}
