/**
 * Read by screen readers, not shown: the name of a table's actions column. Sizes in px: MUI's `sx` reads
 * `width: 1` as 100 %, which stretched the page to twice the window.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
