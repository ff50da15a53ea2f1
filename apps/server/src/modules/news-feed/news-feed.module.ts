import type { FastifyBaseLogger } from 'fastify';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import { newsFeedRoutes } from './news-feed.routes.ts';
import { createNewsFeedService } from './news-feed.service.ts';

/** The live news stream the news page listens to; `feed.poke()` tells it the news may have changed. */
export function newsFeedModule(deps: { news: NewsRepository; now: () => Date; log: FastifyBaseLogger }) {
  // The sweep catches embargoes lifting on their own and news published by another instance.
  const feed = createNewsFeedService({ ...deps, sweepMs: 5_000 });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(newsFeedRoutes({ feed }));
    app.addHook('onClose', async () => feed.stop());
  };
  return { name: 'news-feed', routes, feed };
}
