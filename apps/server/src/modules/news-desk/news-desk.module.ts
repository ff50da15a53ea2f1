import { defineModule } from '../../plugins/feature-modules.ts';
import { newsDeskRoutes } from './news-desk.routes.ts';
import { createNewsDeskService } from './news-desk.service.ts';

/** The staff's news desk under /api/v1 (model `news`). */
export const newsDeskModule = defineModule({
  name: 'news-desk',
  needs: ['content', 'news', 'newsRepository', 'newsLists', 'config', 'audit'],
  gives: [],
  build: ({ content, config, newsLists, ...rest }) => {
    const newsDesk = createNewsDeskService({ ...content, ...rest, lists: newsLists });
    const maxVideoBytes = config.maxVideoUploadBytes;
    return {
      routes: async (app) => {
        await app.register(newsDeskRoutes({ newsDesk, mediaService: content.mediaService, maxVideoBytes }));
      },
    };
  },
});
