import { defineModule } from '../../plugins/feature-modules.ts';
import { newsFeedRoutes } from './news-feed.routes.ts';
import { createNewsFeedService, type NewsFeedService } from './news-feed.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** The live news stream; `poke()` tells it the news may have changed. */
    newsFeed: NewsFeedService;
  }
}

/** The live news stream the news page listens to. */
export const newsFeedModule = defineModule({
  name: 'news-feed',
  needs: ['newsRepository', 'now', 'log', 'metrics'],
  gives: ['newsFeed'],
  build: ({ newsRepository, now, log, metrics }) => {
    // The sweep catches embargoes lifting on their own and news published by another instance.
    const feed = createNewsFeedService({ news: newsRepository, now, log, sweepMs: 5_000 });
    return {
      gives: { newsFeed: feed },
      routes: async (app) => {
        await app.register(newsFeedRoutes({ feed, metrics }));
        app.addHook('onClose', async () => feed.stop());
      },
    };
  },
});
