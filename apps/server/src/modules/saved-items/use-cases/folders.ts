import { MAX_SAVED_FOLDERS, messages, type SavedFolder, type SavedFolders } from '@portal/shared';
import type { Database } from '../../../db/client.ts';
import { NotFoundError, ValidationError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { SavedFolderRow } from '../saved-items.repository.ts';
import type { SavedItemsDeps } from './shared.ts';

const presentFolder = (row: SavedFolderRow, items: number): SavedFolder => ({
  id: row.id,
  name: row.name,
  items,
  created_at: row.createdAt.toISOString(),
});

/** A person's folders of saved items: listed with their counts, made, renamed and removed. */
export function createFolders({ repository }: Pick<SavedItemsDeps, 'repository'>) {
  async function assertFolderNameFree(tx: Database, userId: number, name: string, exceptId?: number) {
    if (await repository.folderNameTaken(tx, userId, name, exceptId)) throw ValidationError.field('name', messages.savedFolderNameTaken);
  }

  return {
    async folders(caller: Authenticated): Promise<SavedFolders> {
      const { folders, total, unfiled } = await repository.folders(caller.user.id);
      return { data: folders.map(({ folder, items }) => presentFolder(folder, items)), total, unfiled };
    },

    async createFolder(caller: Authenticated, name: string): Promise<SavedFolder> {
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        if ((await repository.countFolders(tx, userId)) >= MAX_SAVED_FOLDERS) {
          throw ValidationError.field('name', messages.savedFoldersLimit(MAX_SAVED_FOLDERS));
        }
        await assertFolderNameFree(tx, userId, name);
        return repository.insertFolder(tx, userId, name);
      });
      return presentFolder(row, 0);
    },

    async renameFolder(caller: Authenticated, id: number, name: string): Promise<void> {
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        await assertFolderNameFree(tx, userId, name, id);
        return repository.renameFolder(tx, userId, id, name);
      });
      if (!row) throw new NotFoundError();
    },

    async removeFolder(caller: Authenticated, id: number): Promise<void> {
      if (!(await repository.removeFolder(caller.user.id, id))) throw new NotFoundError();
    },
  };
}
