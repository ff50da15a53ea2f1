import type { DatabaseHandle } from '../../db/client.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { healthRoutes } from './health.routes.ts';

/**
 * The load balancer's questions: `/api/health/live` (the process answers), `/api/health/ready` and
 * `/api/health` (this instance and its database answer, and it is not draining for a shutdown).
 */
export function healthModule(deps: { database: Pick<DatabaseHandle, 'ping' | 'driver'>; draining: () => boolean }): FeatureModule {
  return {
    name: 'health',
    routes: async (app) => {
      await app.register(healthRoutes(deps), { prefix: '/api' });
    },
  };
}
