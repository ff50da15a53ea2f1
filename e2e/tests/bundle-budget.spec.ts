import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  NEWS_LIST_BUDGET_KB,
  NEWS_LIST_MODULES,
  readBuildManifest,
  SIGN_IN_BUDGET_KB,
  SIGN_IN_MODULES,
  screenFiles,
  scriptBytes,
  styleBytes,
} from '../../apps/web/route-files.ts';

/** The build `npm run test:e2e` makes before the specs; a missing build fails here rather than passing unmeasured. */
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const kilobytes = (bytes: number) => bytes / 1024;

test('the sign-in screen sends no more JavaScript than its budget, brotli-compressed as the server sends it', () => {
  const files = screenFiles(readBuildManifest(dist), SIGN_IN_MODULES);
  expect(files.size).toBeGreaterThan(1);
  const script = kilobytes(scriptBytes(dist, files, '.br'));
  expect(script, `sign-in JavaScript ${script.toFixed(1)} KB brotli in ${files.size} files`).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
});

test('a first visit to the news list sends no more JavaScript and CSS than their budgets, brotli-compressed', () => {
  const files = screenFiles(readBuildManifest(dist), NEWS_LIST_MODULES);
  const script = kilobytes(scriptBytes(dist, files, '.br'));
  const style = kilobytes(styleBytes(dist, files, '.br'));
  expect(style, 'the list has its styles in CSS files (CSS Modules), none made at run time').toBeGreaterThan(0);
  expect(script, `news list JavaScript ${script.toFixed(1)} KB brotli`).toBeLessThanOrEqual(NEWS_LIST_BUDGET_KB.script);
  expect(style, `news list CSS ${style.toFixed(1)} KB brotli`).toBeLessThanOrEqual(NEWS_LIST_BUDGET_KB.style);
});
