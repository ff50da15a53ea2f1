import { type NewsCard, type NewsDetail, type Paged, type PageQuery, PINNED_NEWS_LIMIT } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { trustAnswer } from '../../lib/memoized-serializer.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { presentMedia, presentRenditions } from '../content/content-presenter.ts';
import { type FileToAttach, saveWithFiles } from '../content/save-with-files.ts';
import { createSearchFacetsService } from '../content/search-facets.service.ts';
import { presentListPage } from '../content/search-presenter.ts';
import { usageNoticeOf } from '../content/usage-terms.ts';
import { visibleItems } from '../content/visible-items.ts';
import { presentPlace } from '../places/place-names.ts';
import type { NewNews, NewsRepository, NewsRow } from './news.repository.ts';
import type { NewsArticle, NewsArticlesRepository } from './news-articles.repository.ts';
import type { NewsCardsRepository, UnsignedNewsCard } from './news-cards.repository.ts';
import { deriveNewsRow } from './news-row.ts';

type NewsPage = Paged<NewsCard>;

export type NewsInput = Omit<NewNews, 'id' | 'searchText' | 'searchHead' | 'createdAt' | 'updatedAt'> & {
  /** Images, videos and PDFs in the order they should be listed. */
  files?: FileToAttach[];
  /** Runs in the saving transaction (the desk's audit row). */
  record?: (tx: Database, saved: NewsRow) => Promise<void>;
};

/**
 * What another feature lays over a client's news answers for that client alone: the social automation marks the
 * items that went to the client's social pages (`auto_post`). `mark` marks fresh cards (a detail, an activity
 * list); `shared` gives the client's view of an answer shared by all clients, the answer itself when none is marked.
 */
export type NewsMarks = {
  mark<Card extends NewsCard>(userId: number, cards: Card[]): Promise<Card[]>;
  shared<Answer extends { data: NewsCard[] }>(userId: number, answer: Answer): Promise<Answer>;
};

export function createNewsService(
  deps: ContentDeps & { repository: NewsRepository; cards: NewsCardsRepository; articles: NewsArticlesRepository; marks: NewsMarks },
) {
  const { repository, links, now, marks } = deps;

  /** Cards with their thumbnail and its renditions signed (PostgreSQL builds them with the stored paths). */
  function signed(cards: UnsignedNewsCard[]): NewsCard[] {
    return cards.map((card) => ({
      ...card,
      thumbnail: card.thumbnail ? links.sign(card.thumbnail) : null,
      thumbnail_renditions: presentRenditions(card.thumbnail_renditions, links),
    }));
  }

  const visibleCards = async (ids: number[], at: Date) => signed(await deps.cards.visible(ids, at));
  const items = visibleItems(repository, visibleCards, { policy: deps.policy, now, contentType: 'News' });

  async function readPage(query: PageQuery): Promise<NewsPage> {
    const { ids, total, search } = await deps.cards.listPage(query, deps.topicCodes(query.filters), now());
    const cards = await deps.cache.many('news-card', ids, async (missing) => signed(await deps.cards.cards(missing)));
    return trustAnswer(presentListPage(cards, total, query, search));
  }

  async function presentDetail(row: NewsRow): Promise<NewsDetail> {
    const [[card], files, notice] = await Promise.all([
      visibleCards([row.id], now()),
      deps.media.ofOwners('newsId', [row.id]),
      usageNoticeOf(deps.db, 'news', row.id),
    ]);
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
      place: presentPlace(row),
      ...notice,
    };
  }

  return {
    async list(caller: Authenticated, query: PageQuery): Promise<NewsPage> {
      await deps.policy.assertCanList(caller, 'News');
      const page = await deps.cache.get(`news:${JSON.stringify(query)}`, () => readPage(query));
      return marks.shared(caller.user.houseId, page);
    },

    /** Counts of a search's matches per category, language, province and date band (content/search-facets.ts). */
    facets: createSearchFacetsService(deps, 'News', deps.cards.searchFacets),

    async pinned(caller: Authenticated): Promise<{ data: NewsCard[] }> {
      await deps.policy.assertCanList(caller, 'News');
      const pinned = await deps.cache.get('news:pinned', async () =>
        trustAnswer({ data: signed(await deps.cards.pinned(now(), PINNED_NEWS_LIMIT)) }),
      );
      return marks.shared(caller.user.houseId, pinned);
    },

    async detail(caller: Authenticated, id: number): Promise<NewsDetail> {
      const [detail] = await marks.mark(caller.user.houseId, [await presentDetail(await items.findOpenable(caller, id))]);
      return detail as NewsDetail;
    },

    assertOpenable: items.assertOpenable,
    async cardsById(ids: number[], userId: number): Promise<Map<number, NewsCard>> {
      const cards = await marks.mark(userId, [...(await items.cardsById(ids)).values()]);
      return new Map(cards.map((card) => [card.id, card]));
    },

    /** The item as a client's site publishes it, while clients can read it; undefined once they cannot. */
    readableArticle: (id: number): Promise<NewsArticle | undefined> => deps.articles.readable(id, now()),

    /** Saves an item with its files: rich text sanitized, search columns filled. */
    create(input: NewsInput): Promise<NewsRow> {
      const { files = [], record, ...values } = input;
      const text = deriveNewsRow({ title: values.title, content: values.content ?? '', metaDescription: values.metaDescription ?? '' });
      return saveWithFiles(deps, { owner: 'newsId', folder: 'news', files, ...(record ? { record } : {}) }, (tx) =>
        repository.insert({ ...values, ...text }, tx),
      );
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
