import type { Page } from '@playwright/test';
import { allowClipboard, clipboardText } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

/** A line only that language's sample has, and a file of it. */
const SAMPLES = [
  { tab: 'JavaScript', file: 'server.mjs', line: 'timingSafeEqual(digest(given), digest(TOKEN))' },
  { tab: 'Laravel', file: 'app/Http/Controllers/PortalController.php', line: "'title' => 'required|string|max:255'," },
  { tab: 'PHP', file: 'index.php', line: "$given = $_SERVER['HTTP_TOKEN'] ?? '';" },
  { tab: 'Python', file: 'app.py', line: 'if not hmac.compare_digest(given.encode(), TOKEN):' },
  {
    tab: 'Java',
    file: 'src/main/java/com/example/portal/PortalController.java',
    line: 'MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), token)',
  },
];
const STEPS = ['Open My Account', 'Enter your Client API details', 'Build the two endpoints', 'Fetch your categories', 'Post an article'];

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const sampleTabs = (page: Page) => page.getByRole('tablist', { name: 'Sample language' });
const openPanel = (page: Page) => page.getByRole('tabpanel');

test('the Developer guide shows the five steps, the endpoints and a sample receiver per language, each copied whole', async ({ page }) => {
  await allowClipboard(page);
  await signInToNews(page, 'active@samachar.demo');
  await drawer(page).getByRole('link', { name: 'Developer' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer guide' })).toBeVisible();

  await test.step('five steps, the Client API fields and the endpoint contract', async () => {
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    for (const [index, heading] of STEPS.entries()) {
      await expect(steps.nth(index).getByRole('heading', { level: 2 })).toHaveText(heading);
    }
    await expect(steps.nth(1)).toContainText('catergoy_api');
    await expect(steps.nth(1)).toContainText('store_api');
    for (const answer of ['Token header is missing', 'Invalid token', 'Invalid data.']) {
      await expect(steps.nth(2).getByText(answer).first()).toBeVisible();
    }
    await expect(steps.nth(2)).toContainText('at least 7 days');
    await expect(steps.nth(3)).toContainText('Refresh categories');
    await expect(steps.nth(4)).toContainText('Post to MY Site');
  });

  await test.step('each language tab shows its code, and Copy puts exactly that file on the clipboard', async () => {
    for (const sample of SAMPLES) {
      await sampleTabs(page).getByRole('tab', { name: sample.tab, exact: true }).click();
      await expect(sampleTabs(page).getByRole('tab', { name: sample.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      const file = openPanel(page).getByRole('figure').filter({ hasText: sample.file });
      await expect(file.locator('code')).toContainText(sample.line);
      await file.getByRole('button', { name: `Copy ${sample.file}` }).click();
      await expect(page.getByText('Copied').last()).toBeVisible();
      expect(await clipboardText(page)).toBe(await file.locator('code').textContent());
    }
    // The highlighted code is coloured by highlight.js token spans.
    await expect(openPanel(page).locator('code .hljs-keyword').first()).toBeVisible();
  });

  await test.step('the chosen language stays across a reload', async () => {
    await sampleTabs(page).getByRole('tab', { name: 'Python', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sample=python/);
    await page.reload();
    await expect(sampleTabs(page).getByRole('tab', { name: 'Python', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(openPanel(page).locator('code')).toContainText('from flask import Flask');
  });

  await expectAccessible(page);
});

test.describe('on a 400 px phone', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the guide fits the screen: code scrolls inside its block, the page never sideways', async ({ page }) => {
    await signInToNews(page, 'active@samachar.demo');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer(page).getByRole('link', { name: 'Developer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Developer guide' })).toBeVisible();
    for (const sample of SAMPLES) {
      await sampleTabs(page).getByRole('tab', { name: sample.tab, exact: true }).click();
      await expect(openPanel(page).locator('code').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${sample.tab}: page wider than the screen`).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page);
  });
});
