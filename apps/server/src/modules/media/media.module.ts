import { defineModule } from '../../plugins/feature-modules.ts';
import { createMediaRepository, type MediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { createNamedFiles } from './named-files.ts';
import { createOrphanSweep, ORPHAN_SWEEP_EVERY_MS } from './orphan-files.ts';
import { createRenditionBackfill } from './rendition-backfill.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** The rows of stored files. */
    media: MediaRepository;
    /** Checking, staging and placing uploaded files, with their renditions. */
    mediaService: MediaService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the backfill of picture renditions (it runs by itself once the app is ready); answers how many it made. */
    backfillRenditions: () => Promise<number>;
    /** One run of the sweep of stored files no row names (a job runs it hourly): answers the paths it removed. */
    sweepOrphanFiles: () => Promise<string[]>;
  }
}

/**
 * Stored files: served under /media by signed link; `media` and `mediaService` keep them for the content
 * features. Once the app is ready, the renditions backfill runs. The `orphan-file-sweep` job deletes, once an
 * hour for the whole portal, stored files no row names.
 */
export const mediaModule = defineModule({
  name: 'media',
  needs: ['db', 'storage', 'links', 'jobs', 'now', 'log'],
  gives: ['media', 'mediaService'],
  build: async (deps) => {
    const sweepOrphanFiles = createOrphanSweep({ storage: deps.storage, named: createNamedFiles(deps.db), now: deps.now, log: deps.log });
    await deps.jobs.everyPeriod('orphan-file-sweep', ORPHAN_SWEEP_EVERY_MS, async () => void (await sweepOrphanFiles()));
    const media = createMediaRepository(deps.db);
    const mediaService = createMediaService({ storage: deps.storage });
    const backfill = createRenditionBackfill({ media, mediaService, log: deps.log });
    return {
      gives: { media, mediaService },
      decorations: { backfillRenditions: backfill.run, sweepOrphanFiles },
      routes: async (app) => {
        await app.register(mediaRoutes({ storage: deps.storage, links: deps.links, media }), { prefix: '/media' });
        app.addHook('onReady', async () => backfill.start());
        app.addHook('onClose', () => backfill.stop());
      },
    };
  },
});
