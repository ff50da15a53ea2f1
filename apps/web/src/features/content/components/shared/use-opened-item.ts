import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The item whose dialog is open, kept in the address under `key` (`?news=12`), so a reload or a
 * shared link opens it again and the back button closes it.
 */
export function useOpenedItem(key: string) {
  const [search, setSearch] = useSearchParams();
  const value = Number(search.get(key));
  const id = Number.isInteger(value) && value > 0 ? value : undefined;

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
 * Whether the item the visit arrived with (an item's address, a shared link) is still open: true from the first
 * render until that item is closed. Its sheet covers a phone's screen, so the list behind it need not be drawn yet.
 */
export function useArrivedWithItem(id: number | undefined): boolean {
  const [arrived, setArrived] = useState(id !== undefined);
  if (arrived && id === undefined) setArrived(false);
  return arrived;
}
