import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { createGalleryRepository } from './gallery.repository.ts';
import { galleryRoutes } from './gallery.routes.ts';
import { createGalleryService } from './gallery.service.ts';

/** Feature photos as clients see them, under /api/auth/v2; `gallery` also serves the media desk. */
export function galleryModule(deps: { content: ContentDeps; activity: ActivityRepository }) {
  const gallery = createGalleryService({ ...deps.content, repository: createGalleryRepository(deps.content.db) });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(galleryRoutes({ gallery, activity: deps.activity }), { prefix: '/api/auth/v2' });
  };
  return { name: 'gallery', routes, gallery };
}
