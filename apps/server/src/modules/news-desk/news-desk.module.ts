import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { NewsService } from '../news/news.service.ts';
import type { AutoPostService } from '../sociair/auto-post.service.ts';
import type { UploadsRepository } from '../uploads/uploads.repository.ts';
import { newsAdminRoutes } from './news-desk.routes.ts';
import { createNewsAdmin } from './news-desk.service.ts';

/** The staff's news desk under /api/v1 (model `news`). */
export function newsDeskModule(deps: {
  content: ContentDeps;
  news: NewsService;
  uploads: UploadsRepository;
  autoPost: Pick<AutoPostService, 'fanOut'>;
  maxVideoBytes: number;
}): FeatureModule {
  const newsAdmin = createNewsAdmin({ ...deps.content, news: deps.news, uploads: deps.uploads, autoPost: deps.autoPost });
  return {
    name: 'news-desk',
    routes: async (app) => {
      const { mediaService } = deps.content;
      await app.register(newsAdminRoutes({ newsAdmin, mediaService, maxVideoBytes: deps.maxVideoBytes }), { prefix: '/api/v1' });
    },
  };
}
