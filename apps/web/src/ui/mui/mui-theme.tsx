import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { colorSchemeStorage } from '../../lib/color-scheme.ts';
import { theme } from './theme.ts';

/**
 * The theme for what is still drawn with MUI (forms, dialogs, menus, the console). The page already has the
 * theme's variables (virtual:theme.css) and ground (app/base.css), and lib/color-scheme.ts keeps the mode:
 * the provider adds no stylesheet and follows that store.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} storageManager={colorSchemeStorage} disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
