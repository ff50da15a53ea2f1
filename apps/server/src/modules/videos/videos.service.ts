import type { PageQuery, VideoCard, VideoDetail } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { searchColumns } from '../../lib/search-terms.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { namedCategories, presentCover, presentDates } from '../content/content-presenter.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import { createSearchFacetsService } from '../content/search-facets.service.ts';
import { presentListPage } from '../content/search-presenter.ts';
import { usageNoticeOf } from '../content/usage-terms.ts';
import { visibleItems } from '../content/visible-items.ts';
import { presentPlace } from '../places/place-names.ts';
import type { NewVideo, VideoListScope, VideoRow, VideosRepository } from './videos.repository.ts';

export type VideoInput = Omit<NewVideo, 'id' | 'searchText' | 'searchHead' | 'createdAt' | 'updatedAt'> & {
  /** The video itself (`role: 'main'`) and its poster image (`role: 'poster'`). */
  files: FileToAttach[];
  /** Runs in the saving transaction (the desk's audit row). */
  record?: (tx: Database, saved: VideoRow) => Promise<void>;
};

/** A video's texts as stored: the description sanitized, the search columns filled. */
export function videoText(title: string, metaDescription = '', description = '') {
  const clean = sanitizeRichText(description);
  return { title, metaDescription, description: clean, ...searchColumns(title, metaDescription, plainText(clean)) };
}

export function createVideosService(deps: ContentDeps & { repository: VideosRepository }) {
  const { repository, links, now } = deps;

  async function presentCards(rows: VideoRow[]): Promise<VideoCard[]> {
    const [covers, names] = await Promise.all([
      deps.media.coversOf(
        'videoId',
        rows.map((row) => row.id),
      ),
      deps.lookups.categoryNames(),
    ]);
    return rows.map((row) => {
      return {
        id: row.id,
        title: row.title,
        meta_description: row.metaDescription,
        ...presentCover(covers.get(row.id), links),
        categories: namedCategories(row.categoryIds, names),
        language_id: row.languageId,
        duration_seconds: row.durationSeconds,
        ...presentDates(row),
      };
    });
  }

  const items = visibleItems(repository, async (ids, at) => presentCards(await repository.visibleByIds(ids, at)), {
    policy: deps.policy,
    now,
    contentType: 'Videos',
  });

  return {
    async list(caller: Authenticated, query: PageQuery, scope: VideoListScope = {}) {
      await deps.policy.assertCanList(caller, 'Videos');
      return deps.cache.get(`videos:${JSON.stringify([query, scope])}`, async () => {
        const { rows, total, search } = await repository.listVisible(query, deps.topicCodes(query.filters), scope, now(), deps.cache.get);
        return presentListPage(await presentCards(rows), total, query, search);
      });
    },

    /** Counts of a search's matches per category, language, province and date band (content/search-facets.ts). */
    facets: createSearchFacetsService(deps, 'Videos', (search) => repository.searchFacets(search, deps.cache.get)),

    async detail(caller: Authenticated, id: number): Promise<VideoDetail> {
      const row = await items.findOpenable(caller, id);
      const [[card], files, notice] = await Promise.all([
        presentCards([row]),
        deps.media.ofOwners('videoId', [row.id]),
        usageNoticeOf(deps.db, 'video', row.id),
      ]);
      const main = files.get(row.id)?.find((file) => file.role === 'main');
      if (!main) throw new NotFoundError();
      return {
        ...(card as VideoCard),
        description: row.description,
        category_ids: row.categoryIds,
        video: links.sign(main.path),
        extension: main.extension,
        size: main.size,
        download_name: `${main.id}.${main.extension}`,
        place: presentPlace(row),
        ...notice,
      };
    },

    assertOpenable: items.assertOpenable,
    cardsById: items.cardsById,

    create(input: VideoInput): Promise<VideoRow> {
      const { files, record, ...values } = input;
      return saveWithFiles(deps, { owner: 'videoId', folder: 'videos', files, ...(record ? { record } : {}) }, (tx) =>
        repository.insert({ ...values, ...videoText(values.title, values.metaDescription, values.description) }, tx),
      );
    },
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
