import path from 'node:path';
import type { StoredRendition } from '../../../db/schema.ts';
import { makeRenditions, type Rendition } from '../../../lib/image-renditions.ts';
import type { MediaRow } from '../media.repository.ts';
import { type MediaDeps, stageRenditions, together } from './shared.ts';

/**
 * Makes the renditions of a picture stored without them (the backfill): staged beside its
 * original, placed, then `save`d. When `save` answers false (another run was first, or the row is
 * gone) or fails, the new files are deleted again. 'unreadable': the original is missing or does
 * not decode, and nothing was made.
 */
export function createAddRenditions(deps: Pick<MediaDeps, 'storage'>) {
  return async function addRenditions(
    row: Pick<MediaRow, 'path' | 'width'>,
    save: (renditions: StoredRendition[]) => Promise<boolean>,
  ): Promise<'saved' | 'taken' | 'unreadable'> {
    let made: Rendition[];
    try {
      made = await makeRenditions(await deps.storage.read(row.path), row.width);
    } catch {
      return 'unreadable';
    }
    const { files, stored } = await stageRenditions(deps.storage, made, path.posix.dirname(row.path));
    const staged = together(files);
    try {
      await staged.place();
      if (!(await save(stored))) {
        await staged.discard();
        return 'taken';
      }
      staged.keep();
      return 'saved';
    } catch (error) {
      await staged.discard();
      throw error;
    }
  };
}
