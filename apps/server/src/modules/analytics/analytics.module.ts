import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createFeedCallsRepository } from './feed-calls.repository.ts';

/** The staff's usage analytics and their export, under /api/v1. */
export function analyticsModule(deps: {
  db: Database;
  urgentSmsSent: (from: Date, until: Date) => Promise<number>;
  now: () => Date;
}): FeatureModule {
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(deps.db),
    feedCalls: createFeedCallsRepository(deps.db),
    urgentSmsSent: deps.urgentSmsSent,
    now: deps.now,
  });
  return {
    name: 'analytics',
    routes: async (app) => {
      await app.register(analyticsRoutes({ analytics }), { prefix: '/api/v1' });
    },
  };
}
