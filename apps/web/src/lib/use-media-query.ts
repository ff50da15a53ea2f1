import { useSyncExternalStore } from 'react';
import { LAYOUT } from './layout-metrics.ts';

/** The layout's breakpoints as media queries (MUI's `down()`: just under the width). */
export const MEDIA = {
  /** A phone: the drawer is a sheet. */
  phone: `(max-width: ${LAYOUT.mobileBelow - 0.05}px)`,
  /** Too narrow for the full drawer. */
  narrow: `(max-width: ${LAYOUT.fullDrawerFrom - 0.05}px)`,
} as const;

/** Whether `query` matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
