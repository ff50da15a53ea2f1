import type { MediaRow } from '../media.repository.ts';
import type { MediaDeps } from './shared.ts';

type StoredFiles = Pick<MediaRow, 'path' | 'thumbnailPath' | 'renditions'>;

/** Every stored file of a media row: the original, its thumbnail and its renditions. */
const filesOf = (row: StoredFiles) => [
  row.path,
  ...(row.thumbnailPath ? [row.thumbnailPath] : []),
  ...(row.renditions ?? []).map((rendition) => rendition.path),
];

/**
 * Deletes the stored files of media rows already removed from the database. Best effort: the rows
 * are gone, so a file that cannot be deleted is an unreachable orphan, not a reason to fail a save.
 */
export function createRemoveFiles(deps: Pick<MediaDeps, 'storage'>) {
  return async function removeFiles(rows: readonly StoredFiles[]): Promise<void> {
    await Promise.allSettled(rows.flatMap(filesOf).map((relativePath) => deps.storage.remove(relativePath)));
  };
}
