import type { Plugin } from 'vite';
import { theme } from './src/ui/mui/theme.ts';

const MODULE_ID = 'virtual:theme.css';
/** Vite's convention: `\0` marks an id no other plugin loads, and `.css` hands the text to the CSS pipeline. */
const RESOLVED_ID = `\0${MODULE_ID}`;

type Declarations = Record<string, string | number>;

const propertyName = (key: string) => (key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations).map(([key, value]) => {
    if (typeof value === 'object') throw new Error(`theme stylesheet: ${selector} ${key} is not a plain value`);
    return `${propertyName(key)}:${value}`;
  });
  return `${selector}{${body.join(';')}}`;
}

/** The theme's CSS variables (both colour schemes) as a stylesheet: what MUI's ThemeProvider would insert at run time. */
export function themeCss(): string {
  const sheets = theme.generateStyleSheets() as Record<string, Declarations>[];
  return sheets.flatMap((sheet) => Object.entries(sheet).map(([selector, declarations]) => rule(selector, declarations))).join('\n');
}

/**
 * `import 'virtual:theme.css'`: ui/mui/theme.ts, the one source of colours, spacing and type, written as CSS
 * variables at build time, so the reading screens' CSS Modules read them with no CSS-in-JS runtime in the
 * browser (docs/ARCHITECTURE.md "Styling").
 */
export function themeStylesheet(): Plugin {
  return {
    name: 'portal-theme-stylesheet',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss() : undefined),
  };
}
