import { type NewsCard, type NewsDetail, type PageQuery, PINNED_NEWS_LIMIT } from '@portal/shared';
import { plainText, sanitizeRichText } from '../../lib/rich-text.ts';
import { searchColumns } from '../../lib/search-terms.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { namedCategories, presentDates, presentMedia } from '../content/content-presenter.ts';
import { pageMeta } from '../content/content-query.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import { visibleItems } from '../content/visible-items.ts';
import type { NewNews, NewsCardRow, NewsRepository, NewsRow } from './news.repository.ts';

export type NewsInput = Omit<NewNews, 'id' | 'searchText' | 'searchHead' | 'createdAt' | 'updatedAt'> & {
  /** Images, videos and PDFs in the order they should be listed. */
  files?: FileToAttach[];
};

export function createNewsService(deps: ContentDeps & { repository: NewsRepository }) {
  const { repository, links, now } = deps;

  async function presentCards(rows: NewsCardRow[]): Promise<NewsCard[]> {
    const [covers, names] = await Promise.all([
      deps.media.coversOf(
        'newsId',
        rows.map((row) => row.id),
      ),
      deps.lookups.categoryNames(),
    ]);
    return rows.map((row) => {
      const cover = covers.get(row.id);
      return {
        id: row.id,
        title: row.title,
        meta_description: row.metaDescription,
        images_count: cover?.imagesCount ?? 0,
        thumbnail: cover?.thumbnailPath ? links.sign(cover.thumbnailPath) : null,
        categories: namedCategories(row.categoryIds, names),
        language_id: row.languageId,
        pin: row.pin,
        auto_post: row.autoPost,
        ...presentDates(row),
      };
    });
  }

  const items = visibleItems(repository, presentCards, now);

  async function presentDetail(row: NewsRow): Promise<NewsDetail> {
    const [[card], files] = await Promise.all([presentCards([row]), deps.media.ofOwners('newsId', [row.id])]);
    const attached = (files.get(row.id) ?? []).map((file) => presentMedia(file, links));
    const images = attached.filter((file) => file.aggregate_type === 'image');
    return {
      ...(card as NewsCard),
      content: row.content,
      status: row.status,
      user_id: row.userId,
      category_ids: row.categoryIds,
      images,
      videos: attached.filter((file) => file.aggregate_type === 'video'),
      pdfs: attached.filter((file) => file.aggregate_type === 'pdf'),
      latest_media_url: attached.at(-1)?.path ?? null,
    };
  }

  return {
    async list(caller: Authenticated, query: PageQuery) {
      await deps.policy.assertCanList(caller, 'News');
      return deps.cache.get(`news:${JSON.stringify(query)}`, async () => {
        const { rows, total } = await repository.listVisible(query, now());
        return { data: await presentCards(rows), meta: pageMeta(total, query) };
      });
    },

    async pinned(caller: Authenticated) {
      await deps.policy.assertCanList(caller, 'News');
      return deps.cache.get('news:pinned', async () => presentCards(await repository.pinnedVisible(now(), PINNED_NEWS_LIMIT)));
    },

    async detail(caller: Authenticated, id: number): Promise<NewsDetail> {
      await deps.policy.assertCanOpen(caller, 'News');
      return presentDetail(await items.findOr404(id));
    },

    assertVisible: items.assertVisible,
    cardsById: items.cardsById,

    /** Saves an item with its files: rich text sanitized, search columns filled. */
    create(input: NewsInput): Promise<NewsRow> {
      const { files = [], ...values } = input;
      const content = sanitizeRichText(values.content ?? '');
      const metaDescription = values.metaDescription ?? '';
      return saveWithFiles(deps, { owner: 'newsId', folder: 'news', files }, (tx) =>
        repository.insert(
          {
            ...values,
            content,
            metaDescription,
            ...searchColumns(values.title, metaDescription, plainText(content)),
          },
          tx,
        ),
      );
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
