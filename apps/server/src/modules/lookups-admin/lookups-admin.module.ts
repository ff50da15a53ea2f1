import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentCache } from '../content/content-cache.ts';
import { createLookupsAdminRepository } from './lookups-admin.repository.ts';
import { lookupsAdminRoutes } from './lookups-admin.routes.ts';
import { createLookupsAdmin } from './lookups-admin.service.ts';

/** The staff's categories, languages, setup values, plans and promo popup, under /api/v1. */
export function lookupsAdminModule(deps: { db: Database; cache: Pick<ContentCache, 'clear'> }): FeatureModule {
  const lookupsAdmin = createLookupsAdmin({ repository: createLookupsAdminRepository(deps.db), cache: deps.cache });
  return {
    name: 'lookups-admin',
    routes: async (app) => {
      await app.register(lookupsAdminRoutes({ lookupsAdmin }), { prefix: '/api/v1' });
    },
  };
}
