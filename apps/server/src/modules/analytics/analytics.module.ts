import { defineModule } from '../../plugins/feature-modules.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createFeedCallsRepository } from './feed-calls.repository.ts';

/** The staff's usage analytics and their export, under /api/v1. */
export const analyticsModule = defineModule({
  name: 'analytics',
  needs: ['db', 'urgentSmsSent', 'audit', 'now'],
  gives: [],
  build: ({ db, urgentSmsSent, audit, now }) => {
    const analytics = createAnalyticsService({
      repository: createAnalyticsRepository(db),
      feedCalls: createFeedCallsRepository(db),
      urgentSmsSent,
      audit,
      db,
      now,
    });
    return {
      routes: async (app) => {
        await app.register(analyticsRoutes({ analytics }));
      },
    };
  },
});
