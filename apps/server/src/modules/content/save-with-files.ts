import type { Database } from '../../db/client.ts';
import { saveWithPlacedFiles } from '../../lib/storage.ts';
import type { MediaOwner, MediaRepository, MediaRow } from '../media/media.repository.ts';
import type { FileCheck, MediaService, StagedMedia } from '../media/media.service.ts';
import type { ContentCache } from './content-cache.ts';

export type FileToAttach = {
  role?: 'attachment' | 'main' | 'poster';
  caption?: string;
} & (
  | {
      data: Buffer;
      /** The types the file may be and how a refusal names it; any stored type, as `file`, by default. */
      check?: FileCheck;
    }
  /** A file already staged as it arrived (the desk's streamed uploads). */
  | { staged: StagedMedia }
);

/**
 * An edit's saved files that go: called inside the transaction once the row is written, so it reads the
 * item's files as they are after any concurrent edit committed. New files are appended after the rest.
 */
export type DroppedFiles = (tx: Database, itemId: number) => Promise<MediaRow[]>;

/** Called in the transaction once the new files' rows are in (in the order of `files`): to reorder, caption, record a version. */
export type ArrangeFiles = (tx: Database, itemId: number, added: MediaRow[]) => Promise<void>;

/**
 * Saves an item row and its files in one transaction. Files are staged first and moved into place
 * before the transaction commits (saveWithPlacedFiles); on any failure they are discarded, so no row
 * points at a missing file and no orphan file stays behind. Files an edit drops lose their rows in the same transaction and are
 * deleted only after the commit, so a failed edit leaves every saved file in place. Cached list
 * answers are dropped once the item is in.
 */
export async function saveWithFiles<Row extends { id: number }>(
  deps: { db: Database; media: MediaRepository; mediaService: MediaService; cache: ContentCache },
  target: {
    owner: MediaOwner;
    folder: string;
    files: FileToAttach[];
    dropping?: DroppedFiles;
    arrange?: ArrangeFiles;
    /** Runs last in the saving transaction: the audit row of the save. */
    record?: (tx: Database, saved: Row) => Promise<void>;
  },
  writeRow: (tx: Database) => Promise<Row>,
): Promise<Row> {
  const staged: StagedMedia[] = [];
  let dropped: MediaRow[] = [];
  try {
    for (const file of target.files) {
      staged.push('staged' in file ? file.staged : await deps.mediaService.stage(file.data, target.folder, file.check));
    }
  } catch (error) {
    await Promise.all(staged.map((file) => file.discard()));
    throw error;
  }
  const row = await saveWithPlacedFiles(staged, () =>
    deps.db.transaction(async (tx) => {
      const saved = await writeRow(tx);
      let firstPosition = 0;
      if (target.dropping) {
        dropped = await target.dropping(tx, saved.id);
        await deps.media.remove(
          dropped.map((file) => file.id),
          tx,
        );
        firstPosition = await deps.media.nextPosition(target.owner, saved.id, tx);
      }
      const added = await deps.media.insert(
        staged.map((file, index) => {
          const { role = 'attachment', caption = '' } = target.files[index] as FileToAttach;
          return { ...file.values, [target.owner]: saved.id, position: firstPosition + index, role, caption };
        }),
        tx,
      );
      await target.arrange?.(tx, saved.id, added);
      await target.record?.(tx, saved);
      await deps.cache.announceIn(tx);
      return saved;
    }),
  );
  deps.cache.forgetHere();
  await deps.mediaService.removeFiles(dropped);
  return row;
}
