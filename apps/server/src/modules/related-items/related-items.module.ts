import { defineModule } from '../../plugins/feature-modules.ts';
import { createRelatedItemsRepository } from './related-items.repository.ts';
import { relatedItemsRoutes } from './related-items.routes.ts';
import { createRelatedItemsService } from './related-items.service.ts';

/** "More like this" on a news, gallery or video detail: the same story's other items first. */
export const relatedItemsModule = defineModule({
  name: 'related-items',
  needs: ['content', 'news', 'gallery', 'videos'],
  gives: [],
  build: ({ content, news, gallery, videos }) => {
    const service = createRelatedItemsService({
      repository: createRelatedItemsRepository(content.db),
      cache: content.cache,
      now: content.now,
      contents: { news, gallery, video: videos },
    });
    return {
      routes: async (app) => {
        await app.register(relatedItemsRoutes(service));
      },
    };
  },
});
