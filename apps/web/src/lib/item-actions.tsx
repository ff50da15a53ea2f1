import type { SavedItemKind } from '@portal/shared';
import { type ComponentType, createContext, useContext } from 'react';

export type ItemRef = { kind: SavedItemKind; id: number; title: string };

/** What another feature adds to an item: beside its detail (Save and Share by email) and on its card (Save). */
export type ItemActionSlots = { detail: ComponentType<ItemRef>; card: ComponentType<ItemRef> };

/**
 * Actions another feature adds to items. A feature imports no other: the app's layout provides them,
 * the news drawer, photo dialog and video page show the detail's, the content cards the card's.
 */
export const ItemActionsContext = createContext<ItemActionSlots | undefined>(undefined);

export function ItemActions(props: ItemRef) {
  const Actions = useContext(ItemActionsContext)?.detail;
  return Actions ? <Actions {...props} /> : null;
}

/** The card's actions, or undefined when the app provides none (a card then keeps its space). */
export const useItemCardActions = () => useContext(ItemActionsContext)?.card;
