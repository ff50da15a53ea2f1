import { startIntervalJob } from '../../lib/interval-job.ts';
import { createMetadataWriter } from '../../lib/metadata-writer.ts';
import type { Storage } from '../../lib/storage.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createMediaRepository, type MediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { createNamedFiles } from './named-files.ts';
import { createOrphanSweep, ORPHAN_SWEEP_EVERY_MS } from './orphan-files.ts';
import { createPictureMetadataRepository } from './picture-metadata/picture-metadata.repository.ts';
import { createPictureMetadata, RETIRED_KEEP_MS } from './picture-metadata/picture-metadata.ts';
import { createPictureSubjects } from './picture-metadata/picture-subjects.ts';
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
    /** One run of the writing of pictures' IPTC metadata (it runs by itself unless PICTURE_METADATA_SECONDS is 0); answers how many copies it made. */
    writePictureMetadata: () => Promise<number>;
  }
}

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Stored files as clients get them: a picture as its copy with the agency's IPTC metadata, once written. */
    servedFiles: ServedFiles;
  }
}

/** Streams a stored file as clients get it: its current copy with IPTC metadata when it has one (the news ZIP's pictures). */
export type ServedFiles = Pick<Storage, 'stream'>;

/**
 * Stored files: served under /media by signed link (a picture as its copy with the agency's IPTC
 * metadata, once written); `media` and `mediaService` keep them for the content features. Once the app is
 * ready, the renditions backfill runs, and the pictures' metadata is written after every content change
 * and every PICTURE_METADATA_SECONDS (picture-metadata/). The `orphan-file-sweep` job deletes, once an hour
 * for the whole portal, stored files no row names, after forgetting copies retired a day ago.
 */
export const mediaModule = defineModule({
  name: 'media',
  needs: ['db', 'storage', 'links', 'jobs', 'bus', 'config', 'now', 'log', 'mediaTopics'],
  gives: ['media', 'mediaService', 'servedFiles'],
  build: async (deps) => {
    const copies = createPictureMetadataRepository(deps.db);
    const sweepFiles = createOrphanSweep({ storage: deps.storage, named: createNamedFiles(deps.db), now: deps.now, log: deps.log });
    const sweepOrphanFiles = async () => {
      await copies.forgetRetired(new Date(deps.now().getTime() - RETIRED_KEEP_MS));
      return sweepFiles();
    };
    await deps.jobs.everyPeriod('orphan-file-sweep', ORPHAN_SWEEP_EVERY_MS, async () => void (await sweepOrphanFiles()));
    const media = createMediaRepository(deps.db);
    const mediaService = createMediaService({ storage: deps.storage });
    const backfill = createRenditionBackfill({ media, mediaService, log: deps.log });
    const writer = createMetadataWriter();
    const { publicUrl, agencyName, pictureMetadataMs } = deps.config;
    const pictureMetadata = createPictureMetadata({
      subjects: createPictureSubjects(deps.db, deps.mediaTopics.topicOf),
      copies,
      storage: deps.storage,
      writer,
      publicUrl,
      agencyName,
      log: deps.log,
    });
    const servedFiles: ServedFiles = {
      async stream(relativePath) {
        const copy = (await copies.currentCopies([relativePath])).get(relativePath);
        return deps.storage.stream(copy?.copyPath ?? relativePath);
      },
    };
    return {
      gives: { media, mediaService, servedFiles },
      decorations: { backfillRenditions: backfill.run, sweepOrphanFiles, writePictureMetadata: pictureMetadata.run },
      routes: async (app) => {
        await app.register(mediaRoutes({ storage: deps.storage, links: deps.links, media }), { prefix: '/media' });
        let sweep: { stop(): Promise<void> } | undefined;
        app.addHook('onReady', async () => {
          backfill.start();
          // In the background: after a change of PUBLIC_URL or AGENCY_NAME (or the first start) every picture is marked.
          const marked = pictureMetadata
            .markAllIfSettingsChanged()
            .catch((error: unknown) => deps.log.error({ err: error }, 'marking the pictures for their metadata failed'));
          if (pictureMetadataMs === 0) return;
          void marked.then(() => pictureMetadata.poke());
          deps.bus.on((change) => {
            if (change.kind === 'content') pictureMetadata.poke();
          });
          sweep = startIntervalJob(async () => void (await pictureMetadata.run()), {
            everyMs: pictureMetadataMs,
            onError: (error) => deps.log.error({ err: error }, 'picture metadata run failed'),
          });
        });
        app.addHook('onClose', async () => {
          await Promise.all([backfill.stop(), sweep?.stop(), pictureMetadata.stop()]);
          await writer.end();
        });
      },
    };
  },
});
