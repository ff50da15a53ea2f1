import { galleries, videos as videosTable } from '../../db/schema.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { GalleryService } from '../gallery/gallery.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { createDeskItemsRepository } from './desk-items.repository.ts';
import { galleryAdminRoutes } from './gallery-desk.routes.ts';
import { createGalleryAdmin } from './gallery-desk.service.ts';
import { videoAdminRoutes } from './video-desk.routes.ts';
import { createVideoAdmin } from './video-desk.service.ts';

/** The staff's galleries and videos desks under /api/v1 (models `galleries` and `videos`). */
export function mediaDeskModule(deps: {
  content: ContentDeps;
  gallery: GalleryService;
  videos: VideosService;
  maxVideoBytes: number;
}): FeatureModule {
  const { content } = deps;
  const galleryAdmin = createGalleryAdmin({
    ...content,
    gallery: deps.gallery,
    repository: createDeskItemsRepository(content.db, galleries, 'galleryId'),
  });
  const videoAdmin = createVideoAdmin({
    ...content,
    videos: deps.videos,
    repository: createDeskItemsRepository(content.db, videosTable, 'videoId'),
  });
  return {
    name: 'media-desk',
    routes: async (app) => {
      const { mediaService } = content;
      await app.register(galleryAdminRoutes({ galleryAdmin, mediaService }), { prefix: '/api/v1' });
      await app.register(videoAdminRoutes({ videoAdmin, mediaService, maxVideoBytes: deps.maxVideoBytes }), { prefix: '/api/v1' });
    },
  };
}
