import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component.ts';

/**
 * A lazy component drawn with MUI, in MUI's theme (ui/mui/mui-theme.tsx), both fetched when it first renders:
 * how a reading screen opens a dialog or a menu without MUI and its CSS-in-JS in its own download
 * (docs/ARCHITECTURE.md "Styling").
 */
export function lazyWithMui<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyComponent(async () => {
    const [Component, { MuiTheme }] = await Promise.all([load(), import('./mui/mui-theme.tsx')]);
    return (props: Props) => (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  });
}
