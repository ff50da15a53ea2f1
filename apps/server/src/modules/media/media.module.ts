import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Storage } from '../../lib/storage.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { createNamedFiles } from './named-files.ts';
import { createOrphanSweep, ORPHAN_SWEEP_EVERY_MS } from './orphan-files.ts';
import { createRenditionBackfill } from './rendition-backfill.ts';

/**
 * Stored files: served under /media by signed link; `media` and `mediaService` keep them for the content
 * features. Once the app is ready, the renditions backfill runs; `backfillRenditions` runs it once. The
 * `orphan-file-sweep` job deletes, once an hour for the whole portal, stored files no row names;
 * `sweepOrphanFiles` runs it once.
 */
export async function mediaModule(deps: {
  db: Database;
  storage: Storage;
  links: MediaLinks;
  jobs: Pick<JobQueue, 'everyPeriod'>;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const sweepOrphanFiles = createOrphanSweep({ storage: deps.storage, named: createNamedFiles(deps.db), now: deps.now, log: deps.log });
  await deps.jobs.everyPeriod('orphan-file-sweep', ORPHAN_SWEEP_EVERY_MS, async () => void (await sweepOrphanFiles()));
  const media = createMediaRepository(deps.db);
  const mediaService = createMediaService({ storage: deps.storage });
  const backfill = createRenditionBackfill({ media, mediaService, log: deps.log });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(mediaRoutes({ storage: deps.storage, links: deps.links, media }), { prefix: '/media' });
    app.addHook('onReady', async () => backfill.start());
    app.addHook('onClose', () => backfill.stop());
  };
  return { name: 'media', routes, media, mediaService, backfillRenditions: backfill.run, sweepOrphanFiles };
}
