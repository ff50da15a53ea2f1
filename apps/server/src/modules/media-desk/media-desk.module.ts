import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { GalleryService } from '../gallery/gallery.service.ts';
import { createGalleryDeskRepository } from '../gallery/gallery-desk.repository.ts';
import { createVideoDeskRepository } from '../videos/video-desk.repository.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { galleryDeskRoutes } from './gallery-desk.routes.ts';
import { createGalleryDeskService } from './gallery-desk.service.ts';
import { videoDeskRoutes } from './video-desk.routes.ts';
import { createVideoDeskService } from './video-desk.service.ts';

/** The staff's galleries and videos desks under /api/v1 (models `galleries` and `videos`). */
export function mediaDeskModule(deps: {
  content: ContentDeps;
  gallery: GalleryService;
  videos: VideosService;
  maxVideoBytes: number;
}): FeatureModule {
  const { content } = deps;
  const galleryDesk = createGalleryDeskService({
    ...content,
    gallery: deps.gallery,
    repository: createGalleryDeskRepository(content.db, content.media),
  });
  const videoDesk = createVideoDeskService({
    ...content,
    videos: deps.videos,
    repository: createVideoDeskRepository(content.db, content.media),
  });
  return {
    name: 'media-desk',
    routes: async (app) => {
      const { mediaService } = content;
      await app.register(galleryDeskRoutes({ galleryDesk, mediaService }), { prefix: '/api/v1' });
      await app.register(videoDeskRoutes({ videoDesk, mediaService, maxVideoBytes: deps.maxVideoBytes }), { prefix: '/api/v1' });
    },
  };
}
