import type { ItemActionSlots, ItemRef } from '../../../lib/item-actions.tsx';
import { SaveItemButton } from './save-item-button.tsx';
import { ShareItemButton } from './share-item-button.tsx';

/** Save and Share by email, as an item's detail shows them. */
function SavedItemActions(item: ItemRef) {
  return (
    <>
      <SaveItemButton {...item} />
      <ShareItemButton {...item} />
    </>
  );
}

/** Save on a content card: one press saves, a press on a saved item opens it as the detail's button does. */
function CardSaveAction(item: ItemRef) {
  return <SaveItemButton {...item} compact />;
}

/** What Saved items adds to the content screens (the app's layout provides it to clients). */
export const savedItemSlots: ItemActionSlots = { detail: SavedItemActions, card: CardSaveAction };
