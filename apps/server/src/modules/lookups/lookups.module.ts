import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createLookupsRepository } from './lookups.repository.ts';
import { lookupsRoutes } from './lookups.routes.ts';

/** Categories, languages and setup values as every form reads them; `lookups` serves the content features. */
export function lookupsModule(deps: { db: Database }) {
  const lookups = createLookupsRepository(deps.db);
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(lookupsRoutes({ lookups }));
  };
  return { name: 'lookups', routes, lookups };
}
