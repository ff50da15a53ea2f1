import type { Page } from '@playwright/test';

export { DEMO_SHOWCASE } from '../../apps/server/src/db/demo-content/demo-showcase.ts';

/** The cards of the main list (not the pinned strip). */
export const listCards = (page: Page) => page.locator('main article').filter({ hasNot: page.locator('#pinned-heading') });
export const cardTitled = (page: Page, title: string) => page.getByRole('button', { name: title }).last();
export const sideDialog = (page: Page) => page.getByRole('dialog');

/** Lets the page read what it copied. */
export async function allowClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}
export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
