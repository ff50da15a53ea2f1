import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Lets the portal's service worker take over, as for a returning user: once it is active, a reload
 * puts the page under its control, and from then on it answers the page navigations it may.
 */
export async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
