import { defineModule } from '../../plugins/feature-modules.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { createLookupsAdminRepository } from './lookups-admin.repository.ts';
import { lookupsAdminRoutes } from './lookups-admin.routes.ts';
import { createLookupsAdminService } from './lookups-admin.service.ts';

/**
 * The staff's categories, languages, setup values, plans and promo popup, under /api/v1. The rows
 * belong to lookups and subscription; news, videos and payments answer whether one is still in use.
 */
export const lookupsAdminModule = defineModule({
  name: 'lookups-admin',
  needs: ['db', 'lookups', 'plans', 'newsRepository', 'videosRepository', 'content', 'audit'],
  gives: [],
  build: ({ db, lookups, plans, newsRepository, videosRepository, content, audit }) => {
    const repository = createLookupsAdminRepository({
      lookups,
      plans,
      news: newsRepository,
      videos: videosRepository,
      payments: createPaymentsRepository(db),
    });
    const lookupsAdmin = createLookupsAdminService({ repository, cache: content.cache, db, audit });
    return {
      routes: async (app) => {
        await app.register(lookupsAdminRoutes({ lookupsAdmin }));
      },
    };
  },
});
