import type { ItemRef } from '../../../lib/item-actions.tsx';
import { SaveItemButton } from './save-item-button.tsx';
import { ShareItemButton } from './share-item-button.tsx';

/** Save and Share by email, as an item's detail shows them. */
export function SavedItemActions(item: ItemRef) {
  return (
    <>
      <SaveItemButton {...item} />
      <ShareItemButton {...item} />
    </>
  );
}
