import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { createNewsRepository } from './news.repository.ts';
import { newsRoutes } from './news.routes.ts';
import { createNewsService, type NewsAutoPost } from './news.service.ts';

/** The agency's news as clients read it, under /api/auth/v2; `news` also serves the desks, uploads and account. */
export function newsModule(deps: { content: ContentDeps; autoPost: NewsAutoPost; activity: ActivityRepository }) {
  const news = createNewsService({ ...deps.content, autoPost: deps.autoPost, repository: createNewsRepository(deps.content.db) });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(newsRoutes({ news, activity: deps.activity }), { prefix: '/api/auth/v2' });
  };
  return { name: 'news', routes, news };
}
