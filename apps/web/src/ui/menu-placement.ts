/** An MUI Menu under its button, its right edge on the button's (the top bar's menus). */
export const MENU_BELOW_END = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;
