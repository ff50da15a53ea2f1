import { MAX_ZIP_ITEMS } from '@portal/shared';
import { useCallback, useState } from 'react';

/** The news items chosen for one ZIP, in the order chosen; `full` once MAX_ZIP_ITEMS are. */
export type NewsSelection = { ids: readonly number[]; refused: boolean };

/** Adds or removes `id`; past MAX_ZIP_ITEMS nothing is added and `refused` says so. */
export function toggled(selection: NewsSelection, id: number): NewsSelection {
  if (selection.ids.includes(id)) return { ids: selection.ids.filter((one) => one !== id), refused: false };
  if (selection.ids.length >= MAX_ZIP_ITEMS) return { ids: selection.ids, refused: true };
  return { ids: [...selection.ids, id], refused: false };
}

const EMPTY: NewsSelection = { ids: [], refused: false };

/**
 * The list's selection mode. `toggle` keeps its identity, so the memoized cards stay as they are and
 * only a card whose `selected` changes draws again.
 */
export function useNewsSelection() {
  const [active, setActive] = useState(false);
  const [selection, setSelection] = useState<NewsSelection>(EMPTY);
  const toggle = useCallback((id: number) => setSelection((current) => toggled(current, id)), []);
  const clear = useCallback(() => setSelection(EMPTY), []);
  const setSelecting = useCallback((on: boolean) => {
    setActive(on);
    if (!on) setSelection(EMPTY);
  }, []);
  return { active, setSelecting, ids: selection.ids, refused: selection.refused, toggle, clear };
}
