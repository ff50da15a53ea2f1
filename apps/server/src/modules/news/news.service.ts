import { type NewsCard, type NewsDetail, type PageQuery, PINNED_NEWS_LIMIT } from '@portal/shared';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { namedCategories, presentCover, presentDates, presentMedia } from '../content/content-presenter.ts';
import { pageMeta } from '../content/content-query.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import { visibleItems } from '../content/visible-items.ts';
import type { AutoPostService } from '../sociair/auto-post.service.ts';
import type { NewNews, NewsCardRow, NewsRepository, NewsRow } from './news.repository.ts';
import { deriveNewsRow } from './news-row.ts';

export type NewsInput = Omit<NewNews, 'id' | 'searchText' | 'searchHead' | 'createdAt' | 'updatedAt'> & {
  /** Images, videos and PDFs in the order they should be listed. */
  files?: FileToAttach[];
};

/** What auto-posting (modules/sociair) does with news: fan a published item out, and mark a client's posted cards. */
export type NewsAutoPost = Pick<AutoPostService, 'fanOut' | 'postedAmong'>;

export function createNewsService(deps: ContentDeps & { repository: NewsRepository; autoPost: NewsAutoPost }) {
  const { repository, links, now } = deps;

  /** Cards are cached for every client alike; whether an item went to this client's social pages is added per call. */
  async function withAutoPost<Card extends NewsCard>(userId: number, cards: Card[]): Promise<Card[]> {
    const posted = await deps.autoPost.postedAmong(
      userId,
      cards.map((card) => card.id),
    );
    return posted.size === 0 ? cards : cards.map((card) => (posted.has(card.id) ? { ...card, auto_post: true } : card));
  }

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
        ...presentCover(cover, links),
        categories: namedCategories(row.categoryIds, names),
        language_id: row.languageId,
        pin: row.pin,
        breaking: row.breaking,
        auto_post: false,
        revised_at: row.revisedAt?.toISOString() ?? null,
        ...presentDates(row),
      };
    });
  }

  const items = visibleItems(repository, presentCards, { policy: deps.policy, now, contentType: 'News' });

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
      source_name: row.sourceName,
    };
  }

  return {
    async list(caller: Authenticated, query: PageQuery) {
      await deps.policy.assertCanList(caller, 'News');
      const page = await deps.cache.get(`news:${JSON.stringify(query)}`, async () => {
        const { rows, total } = await repository.listVisible(query, now());
        return { data: await presentCards(rows), meta: pageMeta(total, query) };
      });
      return { ...page, data: await withAutoPost(caller.user.id, page.data) };
    },

    async pinned(caller: Authenticated) {
      await deps.policy.assertCanList(caller, 'News');
      const cards = await deps.cache.get('news:pinned', async () => presentCards(await repository.pinnedVisible(now(), PINNED_NEWS_LIMIT)));
      return withAutoPost(caller.user.id, cards);
    },

    async detail(caller: Authenticated, id: number): Promise<NewsDetail> {
      const [detail] = await withAutoPost(caller.user.id, [await presentDetail(await items.findOpenable(caller, id))]);
      return detail as NewsDetail;
    },

    assertOpenable: items.assertOpenable,
    async cardsById(ids: number[], userId: number): Promise<Map<number, NewsCard>> {
      const cards = await withAutoPost(userId, [...(await items.cardsById(ids)).values()]);
      return new Map(cards.map((card) => [card.id, card]));
    },

    /** Saves an item with its files: rich text sanitized, search columns filled. */
    create(input: NewsInput): Promise<NewsRow> {
      const { files = [], ...values } = input;
      const text = deriveNewsRow({ title: values.title, content: values.content ?? '', metaDescription: values.metaDescription ?? '' });
      return saveWithFiles(deps, { owner: 'newsId', folder: 'news', files }, async (tx) => {
        const row = await repository.insert({ ...values, ...text }, tx);
        await deps.autoPost.fanOut(row, tx);
        return row;
      });
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
