import { createTheme } from '@mui/material/styles';
import { LAYOUT } from '../../lib/layout-metrics.ts';

declare module '@mui/material/styles' {
  /** The theme has CSS variables: MUI's types then offer `theme.vars` and the CSS-variables provider's props. */
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * Where MUI's dialogs, menus and hints open: in the open modal `<dialog>` (the news drawer, a ui/ dialog) if
 * there is one. Under <body> they would sit below the top layer it is in, in the page it makes inert.
 */
const portalContainer = () => [...document.querySelectorAll('dialog[open]')].at(-1) ?? document.body;

/**
 * Light and dark schemes as CSS variables; MUI remembers the chosen mode in local storage
 * (`mui-mode`), so a reload keeps it. `sm` is the spec's mobile breakpoint of 500 px.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#b71c1c' },
        secondary: { main: '#1e4e8c' },
        background: { default: '#f5f6f8', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        // The hover of a filled button: MUI's own (30 % darker) leaves its dark text under 4.5:1.
        primary: { main: '#ef9a9a', dark: '#e57373' },
        secondary: { main: '#90caf9' },
        background: { default: '#121417', paper: '#1b1e23' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: LAYOUT.mobileBelow, md: LAYOUT.fullDrawerFrom, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Noto Sans", "Noto Sans Devanagari Variable", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.4rem', fontWeight: 700 },
    h3: { fontSize: '1.15rem', fontWeight: 600 },
  },
  components: {
    // Browsers give buttons and fields a font of their own (Arial), without the Devanagari font: text in a
    // clickable card that no Typography wraps showed Nepali as boxes on a machine without one.
    MuiCssBaseline: { styleOverrides: { 'button, input, select, textarea': { fontFamily: 'inherit' } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    MuiModal: { defaultProps: { container: portalContainer } },
    // A popover (a menu) names its anchor's document otherwise.
    MuiPopover: { defaultProps: { container: portalContainer } },
    MuiPopper: { defaultProps: { container: portalContainer } },
  },
});
