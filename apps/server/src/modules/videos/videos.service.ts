import type { PageQuery, VideoCard, VideoDetail } from '@portal/shared';
import { NotFoundError } from '../../lib/errors.ts';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { searchableText } from '../../lib/search-terms.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { namedCategories, presentDates } from '../content/content-presenter.ts';
import { pageMeta } from '../content/content-query.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import type { NewVideo, VideoListScope, VideoRow, VideosRepository } from './videos.repository.ts';

export type VideoInput = Omit<NewVideo, 'id' | 'searchText' | 'searchHead' | 'createdAt' | 'updatedAt'> & {
  /** The video itself (`role: 'main'`) and its poster image (`role: 'poster'`). */
  files: FileToAttach[];
};

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
      const poster = covers.get(row.id)?.thumbnailPath;
      return {
        id: row.id,
        title: row.title,
        meta_description: row.metaDescription,
        thumbnail: poster ? links.sign(poster) : null,
        categories: namedCategories(row.categoryIds, names),
        language_id: row.languageId,
        duration_seconds: row.durationSeconds,
        ...presentDates(row),
      };
    });
  }

  return {
    async list(caller: Authenticated, query: PageQuery, scope: VideoListScope = {}) {
      await deps.policy.assertCanList(caller, 'Videos');
      return deps.cache.get(`videos:${JSON.stringify([query, scope])}`, async () => {
        const { rows, total } = await repository.listVisible(query, scope, now());
        return { data: await presentCards(rows), meta: pageMeta(total, query) };
      });
    },

    async detail(caller: Authenticated, id: number): Promise<VideoDetail> {
      await deps.policy.assertCanOpen(caller, 'Videos');
      const row = await repository.findVisible(id, now());
      if (!row) throw new NotFoundError();
      const [[card], files] = await Promise.all([presentCards([row]), deps.media.ofOwners('videoId', [row.id])]);
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
      };
    },

    async assertVisible(id: number) {
      if (!(await repository.findVisible(id, now()))) throw new NotFoundError();
    },

    async cardsById(ids: number[]): Promise<Map<number, VideoCard>> {
      const cards = await presentCards(await repository.visibleByIds(ids, now()));
      return new Map(cards.map((card) => [card.id, card]));
    },

    create(input: VideoInput): Promise<VideoRow> {
      const { files, ...values } = input;
      const description = sanitizeRichText(values.description ?? '');
      const metaDescription = values.metaDescription ?? '';
      return saveWithFiles(deps, { owner: 'videoId', folder: 'videos', files }, (tx) =>
        repository.insert(
          {
            ...values,
            description,
            metaDescription,
            searchText: searchableText(values.title, metaDescription, plainText(description)),
            searchHead: searchableText(values.title, metaDescription),
          },
          tx,
        ),
      );
    },
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
