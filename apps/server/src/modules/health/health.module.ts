import type { DatabaseHandle } from '../../db/client.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /api/health: the load balancer's question whether this instance and its database answer. */
export function healthModule(deps: { database: DatabaseHandle }): FeatureModule {
  return {
    name: 'health',
    routes: async (app) => {
      await app.register(healthRoutes(deps), { prefix: '/api' });
    },
  };
}
