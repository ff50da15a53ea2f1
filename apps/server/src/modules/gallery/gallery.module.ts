import { defineModule } from '../../plugins/feature-modules.ts';
import { createGalleryRepository } from './gallery.repository.ts';
import { galleryRoutes } from './gallery.routes.ts';
import { createGalleryService, type GalleryService } from './gallery.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Feature photos as clients see them; also the media desk's and saved items' way to a gallery. */
    gallery: GalleryService;
  }
}

/** Feature photos as clients see them, under /api/auth/v2. */
export const galleryModule = defineModule({
  name: 'gallery',
  needs: ['content', 'activity'],
  gives: ['gallery'],
  build: ({ content, activity }) => {
    const gallery = createGalleryService({ ...content, repository: createGalleryRepository(content.db) });
    return {
      gives: { gallery },
      routes: async (app) => {
        await app.register(galleryRoutes({ gallery, activity }));
      },
    };
  },
});
