import type { Database } from '../../db/client.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Storage } from '../../lib/storage.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';

/** Stored files: served under /media by signed link; `media` and `mediaService` keep them for the content features. */
export function mediaModule(deps: { db: Database; storage: Storage; links: MediaLinks; root: string }) {
  const media = createMediaRepository(deps.db);
  const mediaService = createMediaService({ storage: deps.storage });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(mediaRoutes({ root: deps.root, links: deps.links, media }), { prefix: '/media' });
  };
  return { name: 'media', routes, media, mediaService };
}
