import { defineModule } from '../../plugins/feature-modules.ts';
import { newsRoutes } from './news.routes.ts';
import { createNewsService, type NewsService } from './news.service.ts';
import { createNewsArticlesRepository } from './news-articles.repository.ts';
import { createNewsAuthorsRepository, type NewsAuthorsRepository } from './news-authors.repository.ts';
import { createNewsCardsRepository } from './news-cards.repository.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** News as clients read it; also the desks', uploads' and site push's way to an item. */
    news: NewsService;
    /** The read model of items with their authors, for uploads, the desk and review. */
    newsLists: NewsAuthorsRepository;
  }
}

/**
 * The agency's news as clients read it, under /api/auth/v2. `marks` (the social automation's) lays each
 * client's own marks over its answers.
 */
export const newsModule = defineModule({
  name: 'news',
  needs: ['content', 'newsRepository', 'marks', 'activity'],
  gives: ['news', 'newsLists'],
  build: ({ content, newsRepository, marks, activity }) => {
    const cards = createNewsCardsRepository(content.db, content.cache.get);
    const articles = createNewsArticlesRepository(content.db);
    const news = createNewsService({ ...content, marks, repository: newsRepository, cards, articles });
    return {
      gives: { news, newsLists: createNewsAuthorsRepository(content.db) },
      routes: async (app) => {
        await app.register(newsRoutes({ news, activity }));
      },
    };
  },
});
