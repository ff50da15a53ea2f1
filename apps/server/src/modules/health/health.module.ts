import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { type HealthDeps, healthRoutes } from './health.routes.ts';

/**
 * The load balancer's questions: `/api/health/live` (the process answers), `/api/health/ready` and
 * `/api/health` (this instance, its database and its file storage answer, and it is not draining for a shutdown).
 */
export function healthModule(deps: HealthDeps): FeatureModule {
  return {
    name: 'health',
    routes: async (app) => {
      await app.register(healthRoutes(deps), { prefix: '/api' });
    },
  };
}
