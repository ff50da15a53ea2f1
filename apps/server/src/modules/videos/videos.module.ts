import { defineModule } from '../../plugins/feature-modules.ts';
import { createVideosRepository, type VideosRepository } from './videos.repository.ts';
import { videosRoutes } from './videos.routes.ts';
import { createVideosService, type VideosService } from './videos.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** The agency's videos as clients see them; also the media desk's and saved items' way to a video. */
    videos: VideosService;
    /** The videos table, for the lookups console (which plan a video needs). */
    videosRepository: VideosRepository;
  }
}

/** The agency's videos as clients see them, under /api/auth/v2. */
export const videosModule = defineModule({
  name: 'videos',
  needs: ['content', 'activity'],
  gives: ['videos', 'videosRepository'],
  build: ({ content, activity }) => {
    const repository = createVideosRepository(content.db);
    const videos = createVideosService({ ...content, repository });
    return {
      gives: { videos, videosRepository: repository },
      routes: async (app) => {
        await app.register(videosRoutes({ videos, activity }));
      },
    };
  },
});
