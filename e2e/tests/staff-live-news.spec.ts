import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled, sideDialog } from '../support/content.ts';
import { DEMO_IMAGES, pdfFile } from '../support/files.ts';
import { expect, newsBeside, signInToConsole, test } from '../support/fixtures.ts';

async function writeNews(page: Page, title: string) {
  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Reported live from the field by the agency desk.');
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Society' }).check();
}

/** Publishes and answers once the server has (the moment the item is out). */
async function publish(page: Page) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/news') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText(messages.newsPublished, { exact: true }).first()).toBeVisible();
}

test('news the desk publishes reaches open portals within a second; breaking news is announced on any screen', async ({
  page,
  openBrowser,
}) => {
  test.slow();
  // A client's portal left open beside the staff's console.
  const reader = await newsBeside(openBrowser, 'active@samachar.demo');
  await expect(reader.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  await signInToConsole(page);

  const title = `Melamchi water reaches the valley ${Date.now()}`;
  await writeNews(page, title);
  // The editor's one file input, behind its "Choose files" button.
  const files = page.locator('input[type="file"]');
  await files.setInputFiles(DEMO_IMAGES);
  await files.setInputFiles(pdfFile('water-board-report.pdf', 1_000));
  await expect(page.getByRole('list', { name: 'Images, videos and PDF' }).getByRole('listitem')).toHaveCount(3);
  await publish(page);

  // Other specs may publish in the same moment: the chip counts theirs too.
  const chip = reader.getByRole('button', { name: /^\d+ new items?$/ });
  await expect(chip).toBeVisible({ timeout: 1_000 });
  await chip.click();
  await expect(chip).toBeHidden();
  await cardTitled(reader, title).click();
  const detail = sideDialog(reader);
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByText('Reported live from the field')).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Images (2)' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'PDFs (1)' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  await reader.goto('/videos');
  const breakingTitle = `Strong earthquake felt across Bagmati ${Date.now()}`;
  await writeNews(page, breakingTitle);
  await page.getByRole('switch', { name: 'Breaking news' }).check();
  await publish(page);

  const notice = reader.getByRole('alert').filter({ hasText: breakingTitle });
  await expect(notice).toBeVisible({ timeout: 1_000 });
  await expect(notice).toContainText('Breaking');
  await notice.getByRole('button', { name: 'Read' }).click();
  await expect(reader).toHaveURL(/\/news\?news=\d+$/);
  await expect(sideDialog(reader).getByRole('heading', { name: breakingTitle })).toBeVisible();
  await expect(notice).toBeHidden();
});
