import type { OutboxRepository } from '../../lib/outbox.repository.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** Development only: the outbox of mails and SMS under /api/dev; app.ts leaves it out in production. */
export function devModule(deps: { outbox: OutboxRepository }): FeatureModule {
  return {
    name: 'dev',
    routes: async (app) => {
      await app.register(outboxRoutes(deps), { prefix: '/api/dev' });
    },
  };
}
