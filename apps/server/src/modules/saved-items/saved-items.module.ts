import { defineModule } from '../../plugins/feature-modules.ts';
import { createSavedItemsRepository } from './saved-items.repository.ts';
import { savedItemsRoutes } from './saved-items.routes.ts';
import { createSavedItemsService } from './saved-items.service.ts';

/** Saved items and their folders, and sharing an item by mail. */
export const savedItemsModule = defineModule({
  name: 'saved-items',
  needs: ['db', 'config', 'news', 'gallery', 'videos', 'content', 'users', 'mailer', 'now'],
  gives: [],
  build: ({ db, config, news, gallery, videos, content, ...deps }) => {
    const service = createSavedItemsService({
      ...deps,
      contents: { news, gallery, video: videos },
      policy: content.policy,
      repository: createSavedItemsRepository(db),
      publicUrl: config.publicUrl,
      agencyName: config.agencyName,
    });
    return {
      routes: async (app) => {
        await app.register(savedItemsRoutes(service));
      },
    };
  },
});
