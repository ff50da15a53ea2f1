import { defineModule } from '../../plugins/feature-modules.ts';
import { healthRoutes } from './health.routes.ts';

/**
 * The load balancer's questions: `/api/health/live` (the process answers), `/api/health/ready` and
 * `/api/health` (this instance, its database and its file storage answer, and it is not draining for a shutdown).
 */
export const healthModule = defineModule({
  name: 'health',
  needs: ['database', 'storage', 'draining'],
  gives: [],
  build: (deps) => ({
    routes: async (app) => {
      await app.register(healthRoutes(deps));
    },
  }),
});
