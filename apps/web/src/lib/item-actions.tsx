import type { SavedItemKind } from '@portal/shared';
import { type ComponentType, createContext, useContext } from 'react';

export type ItemRef = { kind: SavedItemKind; id: number; title: string };

/**
 * Actions another feature adds to an item's detail (Save and Share by email, issue 23). A feature imports
 * no other: the app's layout provides them, and the news drawer, photo dialog and video page show them.
 */
export const ItemActionsContext = createContext<ComponentType<ItemRef> | undefined>(undefined);

export function ItemActions(props: ItemRef) {
  const Actions = useContext(ItemActionsContext);
  return Actions ? <Actions {...props} /> : null;
}
