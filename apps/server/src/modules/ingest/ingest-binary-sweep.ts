import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage.ts';
import type { IngestRepository } from './ingest.repository.ts';

/**
 * How long a pushed binary no item names is kept. Superdesk pushes a binary just before the item naming it, but an
 * item may come days later: a story held back on the desk, or one the portal holds until staff map its values (it is
 * then named by its kept payload and stays anyway). A week covers a held-back story with room to spare; after that
 * Superdesk, asking `GET /push_binary/<id>` first, pushes the binary again for any item that still wants it.
 */
export const UNUSED_BINARY_KEEP_MS = 7 * 24 * 60 * 60_000;
/** How often each instance sweeps: unused binaries only cost storage, so an hour late is no harm. */
export const BINARY_SWEEP_EVERY_MS = 60 * 60_000;
/** Binaries deleted in one statement, so one sweep never holds the items' lock long. */
const BATCH = 100;

/**
 * Deletes pushed binaries older than a week that no ingested item names: their rows in batches (each batch claimed
 * by its delete, so sweeps on two instances at once take each binary once), then their stored files. Answers the
 * media ids removed.
 */
export function createBinarySweep(deps: { repository: IngestRepository; storage: Storage; now: () => Date; log: FastifyBaseLogger }) {
  async function removeFile(path: string) {
    try {
      await deps.storage.remove(path);
    } catch (error) {
      deps.log.warn({ err: error, path }, 'ingest: an unused binary’s file could not be removed');
    }
  }

  return async function sweepUnusedBinaries(): Promise<string[]> {
    const before = new Date(deps.now().getTime() - UNUSED_BINARY_KEEP_MS);
    const removed: string[] = [];
    for (;;) {
      const batch = await deps.repository.sweepUnusedBinaries(before, BATCH);
      for (const binary of batch) await removeFile(binary.path);
      removed.push(...batch.map((binary) => binary.mediaId));
      if (batch.length < BATCH) break;
    }
    if (removed.length > 0) deps.log.info({ removed: removed.length }, 'ingest: pushed binaries no item named were removed');
    return removed;
  };
}
