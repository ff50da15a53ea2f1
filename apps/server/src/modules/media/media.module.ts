import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Storage } from '../../lib/storage.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { createRenditionBackfill } from './rendition-backfill.ts';

/**
 * Stored files: served under /media by signed link; `media` and `mediaService` keep them for the content
 * features. Once the app is ready, the renditions backfill runs; `backfillRenditions` runs it once.
 */
export function mediaModule(deps: { db: Database; storage: Storage; links: MediaLinks; log: FastifyBaseLogger }) {
  const media = createMediaRepository(deps.db);
  const mediaService = createMediaService({ storage: deps.storage });
  const backfill = createRenditionBackfill({ media, mediaService, log: deps.log });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(mediaRoutes({ storage: deps.storage, links: deps.links, media }), { prefix: '/media' });
    app.addHook('onReady', async () => backfill.start());
    app.addHook('onClose', () => backfill.stop());
  };
  return { name: 'media', routes, media, mediaService, backfillRenditions: backfill.run };
}
