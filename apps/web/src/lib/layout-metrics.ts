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
