import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of the web build a screen loads, read from Vite's build manifest: the entry, the route's
 * lazy modules, and everything they import statically. Shared by the service worker's precache list
 * (vite.config.ts), `npm run bench:bundle` and the sign-in budget test (e2e/tests/bundle-budget.spec.ts).
 */

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;
export type Encoding = '' | '.br' | '.gz';

/** The sign-in screen at `/`: the guest layout, the login form and the shell texts of the language shown (English unless chosen). */
export const SIGN_IN_MODULES = [
  'src/app/layouts/guest/guest-layout.tsx',
  'src/features/auth/sign-in/login-page.tsx',
  'src/locales/shell.en.ts',
];
/** The budget of the sign-in screen's JavaScript as sent (brotli). */
export const SIGN_IN_BUDGET_KB = 150;

/** The texts a signed-in screen loads in each language: the frame's and the full ones (lib/shell-text.ts, lib/session/i18n.ts). */
const SCREEN_TEXTS = {
  en: ['src/locales/shell.en.ts', 'src/locales/en.ts'],
  ne: ['src/locales/shell.ne.ts', 'src/locales/ne.ts'],
};

/** The signed-in frame (query root, guards, main layout) and the news list: one lazy module (app/reading-path.ts). */
export const SIGNED_IN_FRAME = 'src/app/reading-path.ts';
/** The news list, which every client opens first and all day, with the signed-in frame (app/router.tsx). */
const NEWS_LIST_SCREEN = [SIGNED_IN_FRAME];
/** The news list in English with the entry: what a first visit loads. */
export const NEWS_LIST_MODULES = [...NEWS_LIST_SCREEN, ...SCREEN_TEXTS.en];

/** An item's address opens its list with the item over it (src/features/content/components/item-address.tsx). */
const ITEM_OVER_LIST = ['src/features/content/components/item-address.tsx'];

/** The screens the early entry starts on a signed-in visit (src/early/early-answers.ts), whose files index.html lists. */
export const EARLY_SCREENS = [
  { path: '/news', modules: NEWS_LIST_SCREEN, texts: SCREEN_TEXTS },
  {
    path: '/news/:id',
    modules: [...NEWS_LIST_SCREEN, ...ITEM_OVER_LIST, 'src/features/content/item/news/news-detail-drawer.tsx'],
    texts: SCREEN_TEXTS,
  },
  {
    path: '/feature-photos/:id',
    modules: [
      ...NEWS_LIST_SCREEN,
      ...ITEM_OVER_LIST,
      'src/features/content/components/photos/feature-photos-page.tsx',
      'src/features/content/item/photos/gallery-dialog.tsx',
    ],
    texts: SCREEN_TEXTS,
  },
  {
    path: '/feature-photos',
    modules: [...NEWS_LIST_SCREEN, 'src/features/content/components/photos/feature-photos-page.tsx'],
    texts: SCREEN_TEXTS,
  },
  { path: '/videos', modules: [...NEWS_LIST_SCREEN, 'src/features/content/components/videos/videos-page.tsx'], texts: SCREEN_TEXTS },
];
/** The news list's first visit as sent (brotli): what a phone on a slow link downloads before the cards. */
export const NEWS_LIST_BUDGET_KB = { script: 200, style: 30 };

export function readBuildManifest(dist: string): BuildManifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The entry and `modules`, with their static imports and CSS: what a browser fetches to show the screen. */
export function screenFiles(manifest: BuildManifest, modules: readonly string[]): Set<string> {
  const entry = 'index.html';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...modules]) visit(key);
  return files;
}

/** Bytes sent for `file` to a browser taking `encoding`: the precompressed copy the build wrote, or the file itself (under 1 KB). */
export function sentBytes(dist: string, file: string, encoding: Encoding): number {
  const full = path.join(dist, file);
  const compressed = `${full}${encoding}`;
  return fs.statSync(encoding && fs.existsSync(compressed) ? compressed : full).size;
}

/** The JavaScript of `files` as sent with `encoding`. */
export const scriptBytes = (dist: string, files: Iterable<string>, encoding: Encoding) => bytesOf(dist, files, '.js', encoding);

/** The CSS of `files` as sent with `encoding`. */
export const styleBytes = (dist: string, files: Iterable<string>, encoding: Encoding) => bytesOf(dist, files, '.css', encoding);

function bytesOf(dist: string, files: Iterable<string>, extension: string, encoding: Encoding): number {
  let total = 0;
  for (const file of files) if (file.endsWith(extension)) total += sentBytes(dist, file, encoding);
  return total;
}
