import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { NewsService } from '../news/news.service.ts';
import type { NewsAuthorsRepository } from '../news/news-authors.repository.ts';
import { newsDeskRoutes } from './news-desk.routes.ts';
import { createNewsDeskService } from './news-desk.service.ts';

/** The staff's news desk under /api/v1 (model `news`). */
export function newsDeskModule(deps: {
  content: ContentDeps;
  news: NewsService;
  newsRepository: NewsRepository;
  lists: NewsAuthorsRepository;
  maxVideoBytes: number;
}): FeatureModule {
  const { content, maxVideoBytes, ...rest } = deps;
  const newsDesk = createNewsDeskService({ ...content, ...rest });
  return {
    name: 'news-desk',
    routes: async (app) => {
      await app.register(newsDeskRoutes({ newsDesk, mediaService: content.mediaService, maxVideoBytes }), { prefix: '/api/v1' });
    },
  };
}
