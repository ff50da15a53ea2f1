import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { NewsRepository } from './news.repository.ts';
import { newsRoutes } from './news.routes.ts';
import { createNewsService, type NewsMarks } from './news.service.ts';
import { createNewsArticlesRepository } from './news-articles.repository.ts';
import { createNewsAuthorsRepository } from './news-authors.repository.ts';
import { createNewsCardsRepository } from './news-cards.repository.ts';

/**
 * The agency's news as clients read it, under /api/auth/v2. `news` also serves the desks, uploads and
 * integrations (the article a client's site is sent); `lists` is the read model of items with their authors,
 * for uploads, the desk and review. The repository comes in built, as the social automation reads it before
 * this module exists; `marks` (the social automation's) lays each client's own marks over its answers.
 */
export function newsModule(deps: { content: ContentDeps; repository: NewsRepository; marks: NewsMarks; activity: ActivityRepository }) {
  const cards = createNewsCardsRepository(deps.content.db, deps.content.cache.get);
  const articles = createNewsArticlesRepository(deps.content.db);
  const news = createNewsService({ ...deps.content, marks: deps.marks, repository: deps.repository, cards, articles });
  const lists = createNewsAuthorsRepository(deps.content.db);
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(newsRoutes({ news, activity: deps.activity }), { prefix: '/api/auth/v2' });
  };
  return { name: 'news', routes, news, lists };
}
