import type { SiteDelivery } from '@portal/shared';
import { presentSiteDelivery } from '../integrations.presenters.ts';
import type { SitePushDeps } from '../site-push-deps.ts';

const ITEM_LOG_LENGTH = 50;

/** The delivery log of the client's site: a page of it, and the latest attempts for one item. */
export function createListSiteDeliveries(deps: Pick<SitePushDeps, 'posts'>) {
  const { posts } = deps;
  return {
    async deliveries(userId: number, page: number, perPage: number) {
      const { rows, total } = await posts.deliveries(userId, page, perPage);
      return {
        data: rows.map(presentSiteDelivery),
        meta: { total, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total_relation: 'exact' as const },
      };
    },

    async deliveriesOfItem(userId: number, newsId: number): Promise<SiteDelivery[]> {
      return (await posts.deliveriesOfItem(userId, newsId, ITEM_LOG_LENGTH)).map(presentSiteDelivery);
    },
  };
}
