import type { Database } from '../../db/client.ts';
import type { MediaOwner, MediaRepository } from '../media/media.repository.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import type { ContentCache } from './content-cache.ts';

export type FileToAttach = { data: Buffer; role?: 'attachment' | 'main' | 'poster'; caption?: string };

/**
 * Saves an item row and its files in one transaction. Files are staged first and moved into place
 * only after the commit; on any failure they are discarded, so no row points at a missing file and
 * no orphan file stays behind. Cached list answers are dropped once the item is in.
 */
export async function saveWithFiles<Row extends { id: number }>(
  deps: { db: Database; media: MediaRepository; mediaService: MediaService; cache: ContentCache },
  target: { owner: MediaOwner; folder: string; files: FileToAttach[] },
  insertRow: (tx: Database) => Promise<Row>,
): Promise<Row> {
  const staged: StagedMedia[] = [];
  try {
    for (const file of target.files) staged.push(await deps.mediaService.stage(file.data, target.folder));
    const row = await deps.db.transaction(async (tx) => {
      const saved = await insertRow(tx);
      await deps.media.insert(
        staged.map((file, position) => {
          const { role = 'attachment', caption = '' } = target.files[position] as FileToAttach;
          return { ...file.values, [target.owner]: saved.id, position, role, caption };
        }),
        tx,
      );
      return saved;
    });
    await Promise.all(staged.map((file) => file.commit()));
    deps.cache.clear();
    return row;
  } catch (error) {
    await Promise.all(staged.map((file) => file.discard()));
    throw error;
  }
}
