import { MEDIA } from '../../../../lib/layout-metrics.ts';

/**
 * The items whose dialog opens over their list: the address's key (`?news=12`, a reload or a shared link opens the
 * item again), and the widths where the dialog covers the whole screen (news-detail-drawer.module.css,
 * ui/dialog.module.css), where the list behind it is not drawn (useListUndrawnBehind).
 */
export const ITEM_DIALOGS = {
  news: { key: 'news', covering: MEDIA.narrow },
  gallery: { key: 'gallery', covering: MEDIA.phone },
} as const;
export type ItemDialog = (typeof ITEM_DIALOGS)[keyof typeof ITEM_DIALOGS];

/** The item whose dialog the address opens, when it names one that can be. */
export function openedItemId(search: URLSearchParams, dialog: ItemDialog): number | undefined {
  const value = Number(search.get(dialog.key));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Whether the dialog covers the whole screen at its width now. */
export const coversScreen = (dialog: ItemDialog) => window.matchMedia(dialog.covering).matches;

/**
 * The item a visit opens whose dialog covers the whole screen now: what the visit shows first, and all it shows
 * until the item is closed.
 */
export function itemCoveringList(search: URLSearchParams, dialog: ItemDialog): number | undefined {
  const id = openedItemId(search, dialog);
  return id !== undefined && coversScreen(dialog) ? id : undefined;
}
