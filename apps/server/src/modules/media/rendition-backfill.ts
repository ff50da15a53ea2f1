import type { FastifyBaseLogger } from 'fastify';
import type { MediaRepository, MediaRow } from './media.repository.ts';
import type { MediaService } from './media.service.ts';

/** Pictures read per query; each is made and recorded on its own, so a stop waits for one picture at most. */
const BATCH = 20;

/**
 * Makes the renditions of pictures stored before renditions existed (their `renditions` is null),
 * oldest first, until none is left; started with the app. Safe when two run at once (two processes on
 * one database): a run records a picture's renditions only if no run did first and deletes its own
 * files otherwise. A picture whose file is missing or does not decode gets none ([]), with a warning,
 * so no later start tries it again. `run` answers how many pictures it gave renditions.
 */
export function createRenditionBackfill(deps: { media: MediaRepository; mediaService: MediaService; log: FastifyBaseLogger }) {
  let stopping = false;
  let running: Promise<number> | undefined;

  /** Answers whether this run gave the picture its renditions. */
  async function backfillOne(row: Pick<MediaRow, 'id' | 'path' | 'width'>): Promise<boolean> {
    const outcome = await deps.mediaService.addRenditions(row, (renditions) => deps.media.setRenditionsIfMissing(row.id, renditions));
    if (outcome === 'unreadable' && (await deps.media.setRenditionsIfMissing(row.id, []))) {
      deps.log.warn({ mediaId: row.id, path: row.path }, 'picture unreadable: no renditions made');
    }
    return outcome === 'saved';
  }

  async function backfill(): Promise<number> {
    let made = 0;
    while (!stopping) {
      const batch = await deps.media.withoutRenditions(BATCH);
      if (batch.length === 0) break;
      for (const row of batch) {
        if (stopping) break;
        if (await backfillOne(row)) made++;
      }
    }
    return made;
  }

  /** One run; a call while a run is under way answers that run. */
  function run(): Promise<number> {
    running ??= backfill().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    run,

    /** Starts a run in the background, logging what it made or why it stopped. */
    start() {
      run().then(
        (made) => {
          if (made > 0) deps.log.info({ made }, 'picture renditions made');
        },
        (error: unknown) => deps.log.error({ err: error }, 'picture renditions backfill failed'),
      );
    },

    /** Lets the picture under way finish, then ends the run. */
    async stop() {
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
export type RenditionBackfill = ReturnType<typeof createRenditionBackfill>;
