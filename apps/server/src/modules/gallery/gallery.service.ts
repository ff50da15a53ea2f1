import type { GalleryDetail, GalleryItem, PageQuery } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { searchColumns } from '../../lib/search-terms.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { presentCover, presentDates, presentMedia } from '../content/content-presenter.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import { presentListPage } from '../content/search-presenter.ts';
import { usageNoticeOf } from '../content/usage-terms.ts';
import { visibleItems } from '../content/visible-items.ts';
import { presentPlace } from '../places/place-names.ts';
import type { GalleryRepository, GalleryRow, NewGallery } from './gallery.repository.ts';

export type GalleryInput = Omit<NewGallery, 'id' | 'searchText' | 'searchHead' | 'createdAt' | 'updatedAt'> & {
  files?: FileToAttach[];
  /** Runs in the saving transaction (the desk's audit row). */
  record?: (tx: Database, saved: GalleryRow) => Promise<void>;
};

/** A gallery's title and description as stored: the description sanitized, the search columns filled. */
export function galleryText(title: string, description = '') {
  const clean = sanitizeRichText(description);
  return { title, description: clean, ...searchColumns(title, plainText(clean)) };
}

/** Feature-photo galleries: lists carry a cover and a count; the images come with the detail call. */
export function createGalleryService(deps: ContentDeps & { repository: GalleryRepository }) {
  const { repository, links, now } = deps;

  async function presentCards(rows: GalleryRow[]): Promise<GalleryItem[]> {
    const covers = await deps.media.coversOf(
      'galleryId',
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const cover = covers.get(row.id);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        images: [],
        images_count: cover?.imagesCount ?? 0,
        ...presentCover(cover, links),
        ...presentDates(row),
      };
    });
  }

  const items = visibleItems(repository, async (ids, at) => presentCards(await repository.visibleByIds(ids, at)), {
    policy: deps.policy,
    now,
    contentType: 'Photos',
  });

  return {
    async list(caller: Authenticated, query: PageQuery) {
      await deps.policy.assertCanList(caller, 'Photos');
      return deps.cache.get(`gallery:${JSON.stringify(query)}`, async () => {
        const { rows, total, search } = await repository.listVisible(query, now(), deps.cache.get);
        return presentListPage(await presentCards(rows), total, query, search);
      });
    },

    async detail(caller: Authenticated, id: number): Promise<GalleryDetail> {
      const row = await items.findOpenable(caller, id);
      const [[card], files, notice] = await Promise.all([
        presentCards([row]),
        deps.media.ofOwners('galleryId', [row.id]),
        usageNoticeOf(deps.db, 'gallery', row.id),
      ]);
      return {
        ...(card as GalleryItem),
        images: (files.get(row.id) ?? []).map((file) => presentMedia(file, links)),
        place: presentPlace(row),
        ...notice,
      };
    },

    assertOpenable: items.assertOpenable,
    cardsById: items.cardsById,

    create(input: GalleryInput): Promise<GalleryRow> {
      const { files = [], record, ...values } = input;
      return saveWithFiles(deps, { owner: 'galleryId', folder: 'gallery', files, ...(record ? { record } : {}) }, (tx) =>
        repository.insert({ ...values, ...galleryText(values.title, values.description) }, tx),
      );
    },
  };
}
export type GalleryService = ReturnType<typeof createGalleryService>;
