import {
  MAX_SAVED_ITEMS,
  messages,
  type SavedItemKind,
  type SavedMark,
  type saveItemRequest,
  type updateSavedItemRequest,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { NotFoundError, ValidationError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { SavedItemRow } from '../saved-items.repository.ts';
import type { SavedItemsDeps } from './shared.ts';

const presentMark = (row: SavedItemRow): SavedMark => ({ id: row.id, item_id: row.itemId, folder_id: row.folderId, note: row.note });

/** Saving an item with its folder and note, changing or removing it, and the marks a list shows on what is saved. */
export function createSaveItems({ repository, contents }: Pick<SavedItemsDeps, 'repository' | 'contents'>) {
  async function assertFolderOwn(tx: Database, userId: number, folderId: number | null | undefined) {
    if (folderId != null && !(await repository.folderExists(tx, userId, folderId))) throw new NotFoundError(messages.savedFolderNotFound);
  }

  return {
    /** Saves what the caller may open; the same item again keeps its one row with the folder and note given now. */
    async save(caller: Authenticated, body: z.output<typeof saveItemRequest>): Promise<SavedMark> {
      await contents[body.kind].assertOpenable(caller, body.item_id);
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        await assertFolderOwn(tx, userId, body.folder_id);
        const saved = await repository.findByItem(tx, userId, body.kind, body.item_id);
        if (!saved && (await repository.countItems(tx, userId)) >= MAX_SAVED_ITEMS) {
          throw ValidationError.field('item_id', messages.savedItemsLimit(MAX_SAVED_ITEMS));
        }
        return repository.upsertItem(tx, {
          userId,
          kind: body.kind,
          itemId: body.item_id,
          folderId: body.folder_id ?? null,
          note: body.note,
        });
      });
      return presentMark(row);
    },

    async update(caller: Authenticated, id: number, body: z.output<typeof updateSavedItemRequest>): Promise<SavedMark> {
      const userId = caller.user.id;
      const row = await repository.forPerson(userId, async (tx) => {
        await assertFolderOwn(tx, userId, body.folder_id);
        return repository.updateItem(tx, userId, id, { folderId: body.folder_id, note: body.note });
      });
      if (!row) throw new NotFoundError();
      return presentMark(row);
    },

    async remove(caller: Authenticated, id: number): Promise<void> {
      if (!(await repository.removeItem(caller.user.id, id))) throw new NotFoundError();
    },

    async marks(caller: Authenticated, kind: SavedItemKind, itemIds: number[]): Promise<SavedMark[]> {
      return (await repository.marks(caller.user.id, kind, itemIds)).map(presentMark);
    },
  };
}
