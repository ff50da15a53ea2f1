import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '../../../../ui/use-media-query.ts';
import { type ItemDialog, openedItemId } from '../../components/shared/item-dialogs.ts';

/** The item whose dialog is open, kept in the address (item-dialogs.ts), so the back button closes it. */
export function useOpenedItem(dialog: ItemDialog) {
  const { key } = dialog;
  const [search, setSearch] = useSearchParams();
  const id = openedItemId(search, dialog);

  const open = useCallback(
    (next: number) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        params.set(key, String(next));
        return params;
      }),
    [key, setSearch],
  );
  const close = useCallback(
    () =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete(key);
          return params;
        },
        { replace: true },
      ),
    [key, setSearch],
  );
  return [id, open, close] as const;
}

/**
 * Whether an item has been opened on this screen yet: its dialog (a lazy chunk) is mounted from the first
 * opening on, so it keeps its closing animation.
 */
export function useOpenedOnce(id: number | undefined): boolean {
  const [opened, setOpened] = useState(id !== undefined);
  if (id !== undefined && !opened) setOpened(true);
  return opened;
}

/**
 * Whether the list behind an item's dialog is left undrawn: from a visit that arrived with the item open (its
 * address, a shared link) while its dialog covers the whole screen (item-dialogs.ts), until that item is closed
 * or the screen grows wider than the dialog. The list is drawn from then on.
 */
export function useListUndrawnBehind(id: number | undefined, dialog: ItemDialog): boolean {
  const covered = useMediaQuery(dialog.covering);
  const [undrawn, setUndrawn] = useState(id !== undefined && covered);
  if (undrawn && (id === undefined || !covered)) setUndrawn(false);
  return undrawn;
}
