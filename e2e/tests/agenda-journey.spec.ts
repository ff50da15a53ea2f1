import type { Page } from '@playwright/test';
import { BS_MONTH_NAMES } from '../../packages/shared/src/bikram-sambat.ts';
import { messages } from '../../packages/shared/src/messages.ts';
import { DEMO_IMAGES } from '../support/files.ts';
import { expect, mailsTo, signInToConsole, signInToNews, test } from '../support/fixtures.ts';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const NEPALI_MONTH = new RegExp(BS_MONTH_NAMES.ne.join('|'));

test('staff plan an event with photo coverage, a client watches it in Nepali and BS, staff publish the photos and link them, the client is mailed and sees them delivered', async ({
  page,
  client,
  openBrowser,
}) => {
  // Two people in two browsers, a gallery's upload and a mail between them.
  test.slow();
  const stamp = Date.now();
  const title = `Climate march ${stamp}`;
  const titleNe = `जलवायु र्‍याली ${stamp}`;

  await signInToConsole(page);
  await page.goto('/admin/agenda/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Title in Nepali' }).fill(titleNe);
  await page.getByLabel('Start time').fill('10:30');
  await page.getByRole('button', { name: 'Add coverage' }).click();
  const coverage = page.getByRole('group', { name: 'Coverage 1' });
  await coverage.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Photos' }).click();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(notice(page, messages.eventSaved)).toBeVisible();

  const reader = await openBrowser();
  await signInToNews(reader, client.email, client.password);
  // Chosen from the menu, the language is the one the person's mails are written in too.
  await reader.getByRole('button', { name: /Language/ }).click();
  await reader.getByRole('menuitem', { name: 'नेपाली' }).click();
  await expect(reader.locator('html')).toHaveAttribute('lang', 'ne');
  await reader.goto('/agenda');
  const card = reader.getByRole('article', { name: titleNe });
  await card.getByRole('link', { name: titleNe }).click();
  await expect(reader.getByRole('heading', { level: 1, name: titleNe })).toBeVisible();
  await expect(reader.getByRole('main')).toContainText(NEPALI_MONTH);
  await reader.getByRole('button', { name: 'यो कार्यक्रम हेर्नुहोस्' }).click();
  await expect(reader.getByRole('button', { name: 'यो कार्यक्रम हेर्नुहोस्' })).toHaveAttribute('aria-pressed', 'true');

  const galleryTitle = `Marchers at Maitighar ${stamp}`;
  await page.goto('/admin/galleries/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(galleryTitle);
  await page
    .locator('input[type="file"]')
    .and(page.getByLabel('Images', { exact: true }))
    .setInputFiles(DEMO_IMAGES);
  await expect(page.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice(page, messages.galleryPublished)).toBeVisible();
  const panel = page.getByRole('region', { name: 'Delivers coverage' });
  await panel.getByRole('button', { name: `Mark delivered: Photos of ${title}` }).click();
  await expect(notice(page, messages.coverageLinked)).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(client.email)).find((mail) => mail.subject === `कभरेज उपलब्ध: ${titleNe}`)?.text ?? '', {
      message: 'the notice of the delivered photos, in Nepali',
      timeout: 60_000,
    })
    .toContain('एजेन्सीले तस्बिरहरू उपलब्ध गरायो।');

  await reader.reload();
  const photos = reader.getByRole('listitem', { name: 'तस्बिर' });
  await photos.getByRole('link', { name: galleryTitle }).click();
  // The item's address opens the gallery in the photos list's dialog.
  await expect(reader).toHaveURL(/\/feature-photos\?gallery=\d+/);
});
