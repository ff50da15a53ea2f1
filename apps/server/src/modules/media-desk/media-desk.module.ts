import { defineModule } from '../../plugins/feature-modules.ts';
import { createGalleryDeskRepository } from '../gallery/gallery-desk.repository.ts';
import { createVideoDeskRepository } from '../videos/video-desk.repository.ts';
import { galleryDeskRoutes } from './gallery-desk.routes.ts';
import { createGalleryDeskService } from './gallery-desk.service.ts';
import { videoDeskRoutes } from './video-desk.routes.ts';
import { createVideoDeskService } from './video-desk.service.ts';

/** The staff's galleries and videos desks under /api/v1 (models `galleries` and `videos`). */
export const mediaDeskModule = defineModule({
  name: 'media-desk',
  needs: ['content', 'gallery', 'videos', 'config', 'audit'],
  gives: [],
  build: ({ content, gallery, videos, config, audit }) => {
    const galleryDesk = createGalleryDeskService({
      ...content,
      gallery,
      audit,
      repository: createGalleryDeskRepository(content.db, content.media),
    });
    const videoDesk = createVideoDeskService({
      ...content,
      videos,
      audit,
      repository: createVideoDeskRepository(content.db, content.media),
    });
    return {
      routes: async (app) => {
        const { mediaService } = content;
        await app.register(galleryDeskRoutes({ galleryDesk, mediaService }));
        await app.register(videoDeskRoutes({ videoDesk, mediaService, maxVideoBytes: config.maxVideoUploadBytes }));
      },
    };
  },
});
