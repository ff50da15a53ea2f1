import { type ComponentType, lazy } from 'react';

/**
 * A lazy component drawn with MUI, in MUI's theme (ui/mui-theme.tsx), both fetched when it first renders:
 * how a reading screen opens a dialog or a menu without MUI and its CSS-in-JS in its own download
 * (docs/ARCHITECTURE.md "Styling").
 */
export function lazyWithMui<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadBoth = () => Promise.all([load(), import('./mui-theme.tsx')]);
  const Lazy = lazy(async () => {
    const [Component, { MuiTheme }] = await loadBoth();
    return {
      default: (props: Props) => (
        <MuiTheme>
          <Component {...props} />
        </MuiTheme>
      ),
    };
  });
  /** Fetches its code ahead of its first render (a pointer on what opens it). */
  return Object.assign(Lazy, { preload: () => void loadBoth() });
}
