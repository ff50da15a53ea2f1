import type { StorageManager } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark' | 'system';
type Scheme = 'light' | 'dark';

/** MUI's own key, so the choice a person made before this store existed still holds. */
const MODE_KEY = 'mui-mode';
const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

const storedMode = (): ColorMode => {
  const stored = localStorage.getItem(MODE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
};
const schemeOf = (mode: ColorMode): Scheme => (mode === 'system' ? (systemDark.matches ? 'dark' : 'light') : mode);

let mode = storedMode();

/** The theme's variables follow a class on the page's root (ui/mui/theme.ts `colorSchemeSelector: 'class'`). */
function apply() {
  const scheme = schemeOf(mode);
  document.documentElement.classList.toggle('dark', scheme === 'dark');
  document.documentElement.classList.toggle('light', scheme === 'light');
  for (const listener of listeners) listener();
}

function setMode(next: ColorMode) {
  mode = next;
  if (next === 'system') localStorage.removeItem(MODE_KEY);
  else localStorage.setItem(MODE_KEY, next);
  apply();
}

systemDark.addEventListener('change', apply);
// Another tab's choice.
window.addEventListener('storage', (event) => {
  if (event.key !== MODE_KEY) return;
  mode = storedMode();
  apply();
});
apply();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Light or dark, as chosen (kept in local storage) or as the system's; applied to the page before the first
 * render, without MUI's ThemeProvider, which the reading screens do without.
 */
export function useColorScheme() {
  const scheme = useSyncExternalStore(subscribe, () => schemeOf(mode));
  return { scheme, setMode };
}

/**
 * For MUI's ThemeProvider around the screens and dialogs drawn with MUI (app/mui-theme.tsx): it reads and
 * follows this store instead of keeping a mode of its own.
 */
export const colorSchemeStorage: StorageManager = ({ key }) => ({
  get: (fallback) => (key === MODE_KEY ? mode : key.endsWith('dark') ? 'dark' : key.endsWith('light') ? 'light' : fallback),
  set: (value) => {
    if (key === MODE_KEY) setMode(value);
  },
  subscribe: (handler) => (key === MODE_KEY ? subscribe(() => handler(mode)) : () => undefined),
});
