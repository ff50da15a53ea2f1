import { defineModule } from '../../plugins/feature-modules.ts';
import { createNewsRepository, type NewsRepository } from './news.repository.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** The news table's reads and writes. */
    newsRepository: NewsRepository;
  }
}

/**
 * The news repository alone, for the modules built before the news service: the social automation reads the
 * items it posts, and its marks are part of the news answers (news.module.ts).
 */
export const newsDataModule = defineModule({
  name: 'news-data',
  needs: ['db'],
  gives: ['newsRepository'],
  build: ({ db }) => ({ gives: { newsRepository: createNewsRepository(db) } }),
});
