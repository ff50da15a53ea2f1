import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled } from '../support/content.ts';
import { closeSignedOut, expect, expectAccessible, newsBeside, signInToConsole, test } from '../support/fixtures.ts';
import { expectScrollingTable, expectWholeTable } from '../support/tables.ts';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('staff publish, correct, unpublish and delete news on the desk; a client sees each step', async ({ page, openBrowser }) => {
  // Two browsers and two editors scanned by axe in both schemes.
  test.slow();
  await signInToConsole(page);
  await expect(page.getByRole('heading', { name: 'News desk' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Upload News' })).toHaveCount(0);
  await expectAccessible(page);

  const title = `Monsoon reaches Kathmandu early ${Date.now()}`;
  await page.getByRole('link', { name: 'Publish news' }).click();
  await expect(page.getByRole('heading', { name: 'Publish news' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The monsoon arrived a week early, the weather office said.');
  await page.getByRole('textbox', { name: 'Summary' }).fill('The monsoon arrived a week early.');
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Society' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice(page, messages.newsPublished)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news(\?.*)?$/);

  const client = await newsBeside(openBrowser, 'active@samachar.demo');
  await expect(cardTitled(client, title)).toBeVisible();
  await client.goto('/admin/news');
  await expect(client).toHaveURL(/\/news$/);

  await page.getByRole('searchbox', { name: 'Search all news' }).fill(title);
  // The search lands after its pause and redraws the table: click only once the list is the searched one.
  await expect(page).toHaveURL(/Monsoon/);
  await expect(page.getByRole('region', { name: 'All news' }).getByRole('row')).toHaveCount(2);
  const row = page.getByRole('region', { name: 'All news' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Edit news' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (corrected)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, messages.newsUpdated)).toBeVisible();

  await client.goto('/news');
  await expect(cardTitled(client, `${title} (corrected)`)).toContainText('Updated');

  await page
    .getByRole('region', { name: 'All news' })
    .getByRole('link', { name: `${title} (corrected)` })
    .click();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions).toContainText(`Title: ${title} → ${title} (corrected)`);
  await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Unpublished' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, messages.newsUpdated)).toBeVisible();
  await client.goto('/news');
  await expect(client.getByRole('heading', { name: `${title} (corrected)` })).toHaveCount(0);

  const desk = page.getByRole('region', { name: 'All news' });
  await desk.getByRole('checkbox', { name: `Select ${title} (corrected)` }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete news?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, messages.newsDeleted)).toBeVisible();
  await expect(desk.getByRole('link', { name: `${title} (corrected)` })).toHaveCount(0);
  await closeSignedOut(client);
});

test('at 1280 × 800 the desk table shows every column without scrolling sideways or breaking a word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToConsole(page);
  const region = page.getByRole('region', { name: 'All news' });
  await expect(region.getByRole('columnheader').last()).toHaveText(/Created date/);
  await expectWholeTable(page, region);
  await page.screenshot({ path: test.info().outputPath('news-desk-1280.png') });
});

test('the desk fits a 400 px phone, its table scrolling sideways inside its own region with a faded edge', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signInToConsole(page);
  await expect(page.getByRole('heading', { name: 'News desk' })).toBeVisible();
  await expectScrollingTable(page, page.getByRole('region', { name: 'All news' }));
});
