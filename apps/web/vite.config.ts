import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_PATH_PREFIXES } from '@portal/shared';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { indexPreloads } from './index-preloads.ts';
import { precompress } from './precompress.ts';
import { readBuildManifest, SIGN_IN_MODULES, screenFiles } from './route-files.ts';
import { themeStylesheet } from './theme-stylesheet.ts';

/**
 * The early entry (src/early/early-answers.ts) and what it imports: its own chunk, a few KB index.html runs before
 * the app's, which the app imports too (lib/api-client.ts takes the answers it asked).
 */
const EARLY_MODULES = new RegExp(
  [
    String.raw`[\/]apps[\/]web[\/]src[\/](early[\/][^\/]+|lib[\/](portal-request|token-storage|home-path|image-srcset|language-choice|layout-metrics)|features[\/]content[\/]components[\/]shared[\/]card-grid)\.ts$`,
    String.raw`[\/]packages[\/]shared[\/]src[\/](api-routes|constants)\.ts$`,
  ].join('|'),
);

/**
 * What every screen runs, the sign-in screen included, in one chunk instead of dozens: brotli compresses
 * one file ~10 % better than its pieces apart, and files under 1 KB are sent uncompressed. None of it is
 * MUI: the first screens are drawn with ui/ and CSS Modules (docs/ARCHITECTURE.md "Styling").
 */
const SHELL_MODULES = new RegExp(
  [
    String.raw`[\/]node_modules[\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|clsx)[\/]`,
    // The app's own modules the entry runs: on their own they would be a dozen files of 1–2 KB.
    String.raw`[\/]packages[\/]shared[\/]src[\/](messages|item-web-address)\.ts$`,
    String.raw`[\/]apps[\/]web[\/]src[\/](lib[\/](api-client|api-error|token-storage|notices|shell-text|global-notices|home-path|use-document-title|color-scheme|use-media-query|layout-metrics)\.ts|app[\/]guest-only\.ts|components[\/]full-page-spinner\.tsx|ui[\/](?!theme\.|mui-theme\.)[^\/]+\.tsx?)$`,
    // The sign-in screen itself (its route's lazy modules): a first visit gets it with the entry, not as ten more requests.
    String.raw`[\/]apps[\/]web[\/]src[\/](app[\/]layouts[\/]guest-layout|features[\/]auth[\/]components[\/](login-page|form-heading)|components[\/](outlined-field|password-visibility|language-select|color-mode-button|calendar-select))\.tsx$`,
  ].join('|'),
);

/**
 * MUI's engine (emotion, the theme, the system) and the parts nearly every MUI screen or dialog uses: one
 * chunk, fetched with the first of them (ui/mui-theme.tsx), never by a reading screen's first visit.
 */
const MUI_MODULES = new RegExp(
  [
    String.raw`^(?!.*[\/]x-charts[\/]).*[\/]node_modules[\/](@emotion[\/][^\/]+|stylis|react-is|react-transition-group|@babel[\/]runtime|hoist-non-react-statics|prop-types|@popperjs[\/]core|@mui[\/](system|utils|styled-engine))[\/]`,
    String.raw`[\/]apps[\/]web[\/]src[\/]ui[\/](mui-theme|theme)\.tsx?$`,
    String.raw`[\/]node_modules[\/]@mui[\/]material[\/]esm[\/](styles|utils|internal|transitions|colors|zero-styled|DefaultPropsProvider|useLazyRipple|GlobalStyles|ButtonBase|Button|IconButton|CircularProgress|SvgIcon|Typography|Box|Stack|Paper|Link|Checkbox|SwitchBase|FormControlLabel|Modal|Portal|Backdrop|Fade|Grow|Unstable_TrapFocus|Dialog|DialogTitle|DialogContent|DialogContentText|DialogActions|Popover|Popper|Tooltip|Menu|MenuList|MenuItem|List|ListItem|ListItemButton|ListItemIcon|ListItemText|Divider|Alert|TextField|Select|NativeSelect|Input|InputBase|OutlinedInput|FilledInput|InputLabel|FormControl|FormLabel|FormHelperText|InputAdornment|useMediaQuery)[\/]`,
    String.raw`[\/]node_modules[\/]@mui[\/]icons-material[\/]esm[\/]utils[\/]`,
  ].join('|'),
);

/**
 * What every screen but the sign-in one runs (the query cache, i18next, the guards) and the reading lists'
 * data (their loaders, app/router.tsx, ask for the first answers with only this chunk in): one file
 * instead of ~20 of 1–3 KB, each a round trip on a phone's network.
 */
const SESSION_MODULES = new RegExp(
  [
    String.raw`[\/]node_modules[\/](@tanstack[\/](query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements)[\/]`,
    String.raw`[\/]packages[\/]shared[\/]src[\/]calendar-day\.ts$`,
    String.raw`[\/]apps[\/]web[\/]src[\/](lib[\/](auth|query-client|i18n|lookups|local-text|list-params|use-address-state|use-lookup-names|image-srcset)\.ts|app[\/](query-root|guards)\.tsx|components[\/](empty-state|load-error|page-title)\.tsx)$`,
    String.raw`[\/]apps[\/]web[\/]src[\/]features[\/]content[\/](api[\/](get-news|get-gallery|get-videos|paged-list|item-detail|news-feed)|components[\/](news[\/]news-screen-start|shared[\/](card-grid|list-screen-start)))\.ts$`,
  ].join('|'),
);

/**
 * The news list's screen (and what the photo and video lists share with it): one chunk. Its detail
 * drawer and Post to my site stay apart, loaded when an item is opened.
 */
const CONTENT_LIST_MODULES = new RegExp(
  [
    String.raw`[\/]apps[\/]web[\/]src[\/]features[\/]content[\/]components[\/](news[\/](news-page|news-card|news-strip|promo-dialog|selection-bar|news-selection)|news-feed[\/][^\/]+|shared[\/](?!copy-buttons|detail-states|media-files|use-item-actions|item-place-line|urgent-mark|usage-terms-notice|usage-notice-copy|dateline-copy)[^\/]+)\.tsx?$`,
    String.raw`[\/]apps[\/]web[\/]src[\/]features[\/]content[\/]api[\/](get-promo-popup|record-engagement)\.ts$`,
    String.raw`[\/]apps[\/]web[\/]src[\/](components[\/](page-links|search-field|category-chip-list|lookup-filters|date-filter|place-filter|nepali-typing|scroll-to-top-button)\.tsx|lib[\/](dates|place-value|places)\.ts)$`,
    String.raw`[\/]node_modules[\/]dayjs[\/]`,
  ].join('|'),
);

/**
 * What an opened item draws (the news drawer, the photo gallery, the video page) and their actions: one chunk,
 * fetched on the intent to open one (a pointer over a card), instead of a dozen small files in a row.
 */
const ITEM_DETAIL_MODULES = new RegExp(
  [
    String.raw`[\/]apps[\/]web[\/]src[\/]features[\/]content[\/]components[\/](news[\/](news-detail-drawer|download-menu|post-to-site[\/](delivery-log|post-to-site-button))|photos[\/]gallery-dialog|videos[\/](video-detail-page|video-side-panel)|shared[\/](copy-buttons|detail-states|media-files|use-item-actions|item-place-line|urgent-mark|usage-terms-notice|usage-notice-copy|dateline-copy)|print[\/]print-button)\.tsx?$`,
    String.raw`[\/]apps[\/]web[\/]src[\/](components[\/]rich-text\.tsx|lib[\/](html-text|clipboard|download-file|format-bytes|client-site)\.ts|features[\/]content[\/]api[\/](post-to-site|download-news)\.ts)$`,
  ].join('|'),
);

/**
 * The service worker precaches the page, the icons and the sign-in screen (both languages' texts);
 * every other chunk is cached the first time a screen uses it. Precaching all ~180 chunks (2.2 MB)
 * made a first visit on a phone download the whole app behind the login form.
 */
function precacheSignInOnly(dist: string) {
  return <Entry extends { url: string }>(entries: Entry[]) => {
    // Also what the sign-in screen fetches on use: the form's check, the error reader.
    const signIn = screenFiles(readBuildManifest(dist), [
      ...SIGN_IN_MODULES,
      'src/locales/shell.ne.ts',
      'src/features/auth/components/login-check.ts',
      'src/lib/read-error.ts',
    ]);
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || signIn.has(entry.url)), warnings: [] };
  };
}

/**
 * React Router's package sends every bundler to its development build, whose checks and warnings run on each
 * render; the build for browsers takes the production one, the same code with them off. Tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  if (production === development || !fs.existsSync(production))
    throw new Error(`no production build of react-router beside ${development}`);
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The dev and preview servers pass the server's own paths (the API, media, the simulators) on to it. */
const serverProxy = Object.fromEntries(SERVER_PATH_PREFIXES.map((prefix) => [prefix, apiTarget]));

const testFiles = fs.globSync('src/**/*.test.{ts,tsx}');
/** Replaces a module (vi.mock): the file needs a module graph of its own, which only a fresh worker gives. */
const replacesModules = (file: string) => /vi\.mock\(/.test(fs.readFileSync(file, 'utf8'));
const isolatedFiles = testFiles.filter(replacesModules);
const sharingFiles = testFiles.filter((file) => !isolatedFiles.includes(file));
const project = (name: string, include: string[], isolate: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, isolate },
});

export default defineConfig({
  plugins: [
    react(),
    themeStylesheet(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Rastriya Samachar Sewa — client portal',
        short_name: 'Samachar',
        description: 'News, feature photos and videos of the agency for its media clients.',
        theme_color: '#b71c1c',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        manifestTransforms: [precacheSignInOnly(path.resolve(import.meta.dirname, 'dist'))],
        runtimeCaching: [
          {
            // Chunks carry their content's hash in the name: a cached one is never stale.
            urlPattern: /\/assets\/[^/]+\.(?:js|css|woff2)$/,
            handler: 'CacheFirst',
            options: { cacheName: 'chunks', expiration: { maxEntries: 300 } },
          },
        ],
        navigateFallback: '/index.html',
        // The server renders these pages itself (the gateways' simulators, the API docs, media files).
        navigateFallbackDenylist: SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)),
      },
    }),
    indexPreloads(),
    reactRouterProductionBuild(),
    precompress(),
  ],
  server: { proxy: serverProxy },
  preview: { proxy: serverProxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // A group takes what its modules import too, unless a group before it took that already.
            { name: 'early', test: EARLY_MODULES, priority: 5 },
            { name: 'shell', test: SHELL_MODULES, priority: 4 },
            { name: 'mui', test: MUI_MODULES, priority: 3 },
            { name: 'session', test: SESSION_MODULES, priority: 2 },
            { name: 'content-list', test: CONTENT_LIST_MODULES, priority: 1 },
            { name: 'item-detail', test: ITEM_DETAIL_MODULES, priority: 0 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A fresh worker per file costs ~1.3 s (jsdom, i18next, React and MUI loaded again): the files that replace no
    // module share a worker's, and leave nothing behind (unstubGlobals; test/setup.ts). 307 s → 118 s on 2026-11-29.
    projects: [project('shared', sharingFiles, false), project('isolated', isolatedFiles, true)],
    unstubGlobals: true,
    // Form tests type every field through user-event in jsdom; on a busy two-core machine a long form passes 5 s.
    testTimeout: 30_000,
    // Vitest's default on two cores is one worker.
    maxWorkers: 2,
    // Measured by the workspace's `npm test`, not by a run of chosen files.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/developer/samples/checks/**'],
      reporter: ['text-summary'],
      reportOnFailure: true,
      // Just under the figures of 2026-11-29 (80.6 % of lines): coverage may rise, a change may not lower it unnoticed.
      thresholds: { lines: 80, statements: 78, functions: 73.5, branches: 73.5 },
    },
  },
});
