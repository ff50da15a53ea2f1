import { defineModule } from '../../plugins/feature-modules.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** Development only: the outbox of mails and SMS under /api/dev; app.ts leaves it out in production. */
export const devModule = defineModule({
  name: 'dev',
  needs: ['outbox'],
  gives: [],
  build: (deps) => ({
    routes: async (app) => {
      await app.register(outboxRoutes(deps), { prefix: '/api/dev' });
    },
  }),
});
