import { DRAWER_WIDTH, MOBILE_BREAKPOINT_PX } from '@portal/shared';

/**
 * The main layout's measures in px, for what must know a column's width before the page is laid out
 * (the card images' `sizes`): below `MOBILE_BREAKPOINT_PX` the drawer is a sheet; up to `FULL_DRAWER_FROM`
 * it shows icons only; wider, it is full (unless the user folded it).
 */
export const LAYOUT = {
  mobileBelow: MOBILE_BREAKPOINT_PX,
  fullDrawerFrom: 900,
  drawer: DRAWER_WIDTH,
  miniDrawer: 68,
  /** The main column's padding on each side: on phones, and wider. */
  padding: { phone: 12, wider: 24 },
} as const;

/** The layout's breakpoints as media queries (MUI's `down()`: just under the width). */
export const MEDIA = {
  /** A phone: the drawer is a sheet. */
  phone: `(max-width: ${LAYOUT.mobileBelow - 0.05}px)`,
  /** Too narrow for the full drawer. */
  narrow: `(max-width: ${LAYOUT.fullDrawerFrom - 0.05}px)`,
} as const;
