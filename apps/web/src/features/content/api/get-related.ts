import { endpoints, type ItemKind, type NewsCard } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';

const RELATED = { news: endpoints.relatedItems.news, gallery: endpoints.relatedItems.gallery, video: endpoints.relatedItems.videos };

/** What the related items' section shows of a card of any kind. */
export type RelatedCard = Pick<NewsCard, 'id' | 'title' | 'thumbnail' | 'thumbnail_renditions' | 'publish_at'>;

/** The cards of an item's related items ("more like this"), the same story's first; no notice on failure (the section stays away). */
export function useRelatedItems(kind: ItemKind, id: number) {
  return useQuery({
    queryKey: ['related', kind, id],
    queryFn: async ({ signal }): Promise<RelatedCard[]> =>
      (await call<ContractOf<(typeof RELATED)[ItemKind]>>(RELATED[kind], { params: { id }, signal, notify: false })).data,
  });
}
