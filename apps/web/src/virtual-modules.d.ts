/** The theme's CSS variables, written at build time from ui/mui/theme.ts (theme-stylesheet.ts). */
declare module 'virtual:theme.css';
