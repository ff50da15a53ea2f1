/**
 * Setup file of the projects whose tests build apps (vitest.config.ts), run before each of their test files:
 * every test reads the database afresh, as list answers an earlier test left in the 30 s cache are dropped.
 * It imports nothing of the app, so a file's vi.mock still replaces what the app imports.
 */
import { beforeEach } from 'vitest';
import { openApps } from './open-apps.ts';

beforeEach(() => {
  for (const app of openApps) app.content.cache.forgetHere();
});
