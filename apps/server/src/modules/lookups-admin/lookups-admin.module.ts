import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentCache } from '../content/content-cache.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { VideosRepository } from '../videos/videos.repository.ts';
import { createLookupsAdminRepository } from './lookups-admin.repository.ts';
import { lookupsAdminRoutes } from './lookups-admin.routes.ts';
import { createLookupsAdminService } from './lookups-admin.service.ts';

/**
 * The staff's categories, languages, setup values, plans and promo popup, under /api/v1. The rows
 * belong to lookups and subscription; news, videos and payments answer whether one is still in use.
 */
export function lookupsAdminModule(deps: {
  db: Database;
  lookups: LookupsRepository;
  plans: SubscriptionRepository;
  news: NewsRepository;
  videos: VideosRepository;
  cache: Pick<ContentCache, 'clear'>;
}): FeatureModule {
  const { db, cache, ...owners } = deps;
  const repository = createLookupsAdminRepository({ ...owners, payments: createPaymentsRepository(db) });
  const lookupsAdmin = createLookupsAdminService({ repository, cache });
  return {
    name: 'lookups-admin',
    routes: async (app) => {
      await app.register(lookupsAdminRoutes({ lookupsAdmin }), { prefix: '/api/v1' });
    },
  };
}
