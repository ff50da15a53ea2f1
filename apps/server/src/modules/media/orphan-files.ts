import type { FastifyBaseLogger } from 'fastify';
import { STAGING_MAX_AGE_MS, type Storage } from '../../lib/storage.ts';
import type { NamedFiles } from './named-files.ts';

/** How often the whole portal looks for orphans (once for all instances: lib/job-queue.ts `everyPeriod`). */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60_000;
/**
 * The folders rows' files are placed in (logos of auth and My Account, the content features' folders).
 * Only these are swept, so a bucket shared with anything else loses nothing of it; a folder missing here
 * is never swept, never wrongly.
 */
const STORED_FOLDERS = ['logos', 'news', 'gallery', 'videos'];
/** Stored paths looked up in one statement. */
const BATCH = 1_000;

/**
 * Deletes stored files no row names: what a process killed between placing a file and committing its
 * row left (saveWithPlacedFiles), or a removal that failed after its row went. Only files placed longer
 * ago than the staging age are candidates, so no save in flight loses its file; staged files and
 * exports (outside STORED_FOLDERS) have sweeps of their own. Answers the paths removed, which the log lists too.
 */
export function createOrphanSweep(deps: { storage: Storage; named: NamedFiles; now: () => Date; log: FastifyBaseLogger }) {
  async function removeUnnamed(paths: string[]): Promise<string[]> {
    const unnamed = await deps.named.unnamed(paths);
    for (const relativePath of unnamed) await deps.storage.remove(relativePath);
    return unnamed;
  }

  return async function sweepOrphanFiles(): Promise<string[]> {
    const cutoff = deps.now().getTime() - STAGING_MAX_AGE_MS;
    const removed: string[] = [];
    let batch: string[] = [];
    for (const folder of STORED_FOLDERS) {
      for await (const file of deps.storage.list(folder)) {
        if (file.modifiedAt.getTime() >= cutoff) continue;
        batch.push(file.relativePath);
        if (batch.length === BATCH) {
          removed.push(...(await removeUnnamed(batch)));
          batch = [];
        }
      }
    }
    removed.push(...(await removeUnnamed(batch)));
    if (removed.length > 0) {
      deps.log.info({ removed: removed.length, paths: removed, storage: deps.storage.location }, 'stored files no row names removed');
    }
    return removed;
  };
}
