import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readBuildManifest, SIGN_IN_BUDGET_KB, SIGN_IN_MODULES, screenFiles, scriptBytes } from '../../apps/web/route-files.ts';

/** The build `npm run test:e2e` makes before the specs; a missing build fails here rather than passing unmeasured. */
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

test('the sign-in screen sends no more JavaScript than its budget, brotli-compressed as the server sends it', () => {
  const files = screenFiles(readBuildManifest(dist), SIGN_IN_MODULES);
  expect(files.size).toBeGreaterThan(1);
  const kilobytes = scriptBytes(dist, files, '.br') / 1024;
  expect(kilobytes, `sign-in JavaScript ${kilobytes.toFixed(1)} KB brotli in ${files.size} files`).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
});
