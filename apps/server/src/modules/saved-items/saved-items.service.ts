import { createFolders } from './use-cases/folders.ts';
import { createListSavedItems } from './use-cases/list-saved-items.ts';
import { createSaveItems } from './use-cases/save-items.ts';
import { createShareItem } from './use-cases/share-item.ts';
import type { SavedItemsDeps } from './use-cases/shared.ts';

export type { SavableContent, SavedItemsDeps } from './use-cases/shared.ts';

/**
 * Saved items, folders and sharing by mail. Saving is personal (`user.id`); what may be read
 * is the media house's (`user.houseId`, the content policy). Every id is the caller's own or a 404.
 * One use case a file under `use-cases/`.
 */
export function createSavedItemsService(deps: SavedItemsDeps) {
  return {
    ...createSaveItems(deps),
    ...createListSavedItems(deps),
    ...createFolders(deps),
    ...createShareItem(deps),
  };
}
export type SavedItemsService = ReturnType<typeof createSavedItemsService>;
