import type { GalleryItem, NewsCard, VideoCard } from '@portal/shared';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentKind } from '../content/content.tables.ts';
import type { ContentCache } from '../content/content-cache.ts';
import type { RelatedItemsRepository } from './related-items.repository.ts';

/** What a kind's service gives of its items: the detail's check (policy, then visible or 404) and the list's cards. */
type KindReader<Card> = {
  assertOpenable(caller: Authenticated, id: number): Promise<void>;
  cardsById(ids: number[], houseId: number): Promise<Map<number, Card>>;
};

/**
 * "More like this" of an item: whoever may open the item (the detail's rule, its 403 and 404) reads the cards of
 * its kind's items most like it, as the kind's list shows them (a client's own marks on news included). The ids
 * are shared by all clients in the content cache, so a busy item's related items are one statement per 30 s.
 */
export function createRelatedItemsService(deps: {
  repository: RelatedItemsRepository;
  cache: Pick<ContentCache, 'get'>;
  now: () => Date;
  contents: { news: KindReader<NewsCard>; gallery: KindReader<GalleryItem>; video: KindReader<VideoCard> };
}) {
  function relatedOf<Card>(kind: ContentKind, reader: KindReader<Card>) {
    return async (caller: Authenticated, id: number): Promise<Card[]> => {
      await reader.assertOpenable(caller, id);
      const ids = await deps.cache.get(`related:${kind}:${id}`, () => deps.repository.relatedIds(kind, id, deps.now()));
      const cards = await reader.cardsById(ids, caller.user.houseId);
      return ids.flatMap((relatedId) => cards.get(relatedId) ?? []);
    };
  }
  return {
    news: relatedOf('news', deps.contents.news),
    gallery: relatedOf('gallery', deps.contents.gallery),
    video: relatedOf('video', deps.contents.video),
  };
}
export type RelatedItemsService = ReturnType<typeof createRelatedItemsService>;
