import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { createGalleryDeskRepository } from '../gallery/gallery.repository.ts';
import type { GalleryService } from '../gallery/gallery.service.ts';
import { createVideoDeskRepository } from '../videos/videos.repository.ts';
import type { VideosService } from '../videos/videos.service.ts';
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
    repository: createGalleryDeskRepository(content.db, content.media),
  });
  const videoAdmin = createVideoAdmin({
    ...content,
    videos: deps.videos,
    repository: createVideoDeskRepository(content.db, content.media),
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
