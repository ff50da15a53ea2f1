import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { bsFromAd, bsMonthKey, formatBsMonth } from '../../packages/shared/src/bikram-sambat.ts';
import { chosenOption } from '../support/content.ts';
import { DEMO_IMAGES, pdfFile } from '../support/files.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { expectWholeTable } from '../support/tables.ts';

const ENGLISH = 2;

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title' });
/** The file input of a section (the section's list of files carries the same name). */
const filePicker = (page: Page, name: string) => page.locator('input[type="file"]').and(page.getByLabel(name, { exact: true }));
const table = (page: Page) => page.getByRole('region', { name: 'Your news' });
const rowOf = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });

/** Sends an upload through the API, as another tab of the same client would (the list's scene). */
async function uploadThroughApi(page: Page, news: { title: string; languageId: number; categoryId: number }) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.post('/api/auth/v2/new/v2/news/store', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: news.title,
      content: `<p>${news.title}.</p>`,
      language_id: String(news.languageId),
      category_ids: String(news.categoryId),
    },
  });
  expect(response.status()).toBe(201);
}

test.describe('upload news', () => {
  test('add news with two images and a PDF, see the progress, find it Pending, show it and edit it', async ({ page }) => {
    // One journey through four screens, each scanned by axe in both schemes.
    test.slow();
    const title = `Bagmati bridge opens ${Date.now()}`;
    await signInToNews(page, 'active@samachar.demo');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: 'Upload News' }).click();
    await expect(page).toHaveURL(/\/list-news$/);
    await expect(page.getByRole('heading', { name: 'Post', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Add News' }).first().click();
    await expect(page).toHaveURL(/\/add-news$/);
    await expect(drawer.getByRole('link', { name: 'Upload News' })).toHaveAttribute('aria-current', 'page');

    await titleField(page).fill(title);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The new bridge over the Bagmati ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('opened on Monday');
    await filePicker(page, 'Attachments').setInputFiles(DEMO_IMAGES);
    const chosen = page.getByRole('list', { name: 'Attachments' });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(chosen.getByText('kathmandu-skyline.jpg')).toBeVisible();
    await filePicker(page, 'PDF').setInputFiles(pdfFile('report.pdf'));
    await expect(page.getByRole('list', { name: 'PDF' }).getByText('report.pdf')).toBeVisible();
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('checkbox', { name: 'Politics' }).check();
    await expect(page.getByText('Status:')).toContainText('Pending');
    await expectAccessible(page);

    // A slow line, so the share sent can be seen while the files leave the browser.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 96 * 1024,
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByText(/^Sending… \d+%$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page).toHaveURL(/\/list-news$/, { timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByText('News submitted successfully')).toBeVisible();

    const row = rowOf(page, title);
    await expect(row).toBeVisible();
    const status = row.locator('[data-status="pending"]');
    await expect(status).toHaveText('Pending');
    const dot = await status
      .locator('span')
      .first()
      .evaluate((marker) => getComputedStyle(marker).backgroundColor);
    expect(dot).toBe('rgb(211, 47, 47)');
    await expect(row.getByRole('cell').nth(1)).toHaveText('English');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Politics');
    await expectAccessible(page);

    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/show-news\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('opened on Monday')).toHaveCSS('font-weight', '700');
    const attachments = page.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTitle(/^PDF \d+\.pdf$/)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Upload News' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/edit-news\/\d+$/);
    await expect(titleField(page)).toHaveValue(title);
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Politics' })).toBeChecked();
    await expect(page.getByTitle(/^PDF \d+\.pdf$/)).toBeVisible();
    const saved = page.getByRole('list', { name: 'Attachments' }).getByRole('listitem');
    await expect(saved).toHaveCount(2);
    await expectAccessible(page);
    await titleField(page).fill(`${title} (updated)`);
    await page
      .getByRole('button', { name: /^Remove \d+\.jpg$/ })
      .first()
      .click();
    await expect(saved).toHaveCount(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/list-news$/);
    await expect(page.getByText('News updated successfully')).toBeVisible();

    await rowOf(page, `${title} (updated)`).getByRole('link').click();
    await expect(page.getByRole('heading', { name: `${title} (updated)`, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTitle(/^PDF \d+\.pdf$/)).toBeVisible();
  });

  test('required fields are listed above the form, a file over 5 MB clears the choice, leaving asks first', async ({ page }) => {
    await signInToNews(page, 'active@samachar.demo');
    await page.goto('/add-news');
    await page.getByRole('button', { name: 'Submit' }).click();
    const listed = page.getByRole('alert').filter({ hasText: 'The news could not be sent:' });
    await expect(listed.getByRole('listitem')).toHaveText([
      'Title is required',
      'Please select a language',
      'At least one selected value required',
    ]);
    await expect(titleField(page)).toBeFocused();
    await expect(page.getByText('Please select a language')).toHaveCount(2);

    const picker = filePicker(page, 'Attachments');
    await picker.setInputFiles([DEMO_IMAGES[0] as string]);
    await expect(page.getByText('kathmandu-skyline.jpg')).toBeVisible();
    await picker.setInputFiles([
      { name: 'pokhara-colours.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(DEMO_IMAGES[1] as string) },
      { name: 'too-big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) },
    ]);
    // Under the field, and in the list above the form once a send was tried: the spec's message, then the file named.
    await expect(page.getByText('Validation failed. File Size limit is 5mb — too-big.jpg: larger than 5 MB')).toHaveCount(2);
    await expect(page.getByText('too-big.jpg', { exact: true })).toHaveCount(0);
    await expect(page.getByText('pokhara-colours.jpg')).toHaveCount(0);
    // A text file named .jpg: its first bytes give it away before anything is sent.
    await picker.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Minutes of the editorial meeting') });
    await expect(
      page.getByText('1 file(s) did not pass validation constraints — notes.jpg: not a JPG, PNG, MP4, MOV or AVI file'),
    ).toHaveCount(2);
    await expect(page.getByText('notes.jpg', { exact: true })).toHaveCount(0);
    await filePicker(page, 'PDF').setInputFiles({ name: 'photo.pdf.png', mimeType: 'image/png', buffer: Buffer.from('x') });
    await expect(page.getByText('Only a PDF file can be uploaded here — photo.pdf.png: not a PDF file')).toHaveCount(2);
    await expectAccessible(page);

    await titleField(page).fill('Half-written story');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without sending?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/add-news$/);
    await expect(titleField(page)).toHaveValue('Half-written story');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News', exact: true }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('filter the Post table by search, language and date, then export the rows it shows as CSV', async ({ page }) => {
    const run = Date.now();
    await signInToNews(page, 'active@samachar.demo');
    await uploadThroughApi(page, { title: `Export river alpha ${run}`, languageId: ENGLISH, categoryId: 1 });
    await uploadThroughApi(page, { title: `Export river beta ${run}`, languageId: 1, categoryId: 3 });
    await uploadThroughApi(page, { title: `Export hills gamma ${run}`, languageId: ENGLISH, categoryId: 2 });
    await page.goto('/list-news');

    await page.getByRole('searchbox', { name: 'Search your news' }).fill(`river`);
    await expect(page).toHaveURL(/[?&]q=river/);
    await expect(rowOf(page, `Export river beta ${run}`)).toBeVisible();
    await expect(rowOf(page, `Export hills gamma ${run}`)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
    await expect(page).toHaveURL(/lang=2/);
    await expect(rowOf(page, `Export river beta ${run}`)).toHaveCount(0);
    await expect(rowOf(page, `Export river alpha ${run}`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'Custom range…' });
    const to = page.getByLabel('To', { exact: true });
    const today = await to.getAttribute('max');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await expect(page).toHaveURL(/from=2020-01-01/);
    await to.fill('2020-01-31');
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(page.getByText('No news found')).toBeVisible();
    await test.step('a BS month narrows the uploads to its days, as on the news list', async () => {
      const nepalToday = bsFromAd(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date()));
      await page.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'BS month…' });
      await expect(page).toHaveURL(new RegExp(`bsm=${bsMonthKey(nepalToday.year, nepalToday.month)}`));
      const month = page.getByRole('combobox', { name: /^Month/ });
      await expect(chosenOption(month)).toHaveText(formatBsMonth(nepalToday.year, nepalToday.month, 'en'));
      await expect(rowOf(page, `Export river alpha ${run}`)).toBeVisible();
      await month.selectOption({ index: 1 });
      await expect(page.getByText('No news found')).toBeVisible();
    });

    await page.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'Last 7 Days' });
    await expect(page).toHaveURL(/date=last_7_days/);
    await expect(rowOf(page, `Export river alpha ${run}`)).toBeVisible();

    await table(page).getByRole('button', { name: 'Title' }).click();
    await expect(page).toHaveURL(/sort=title&dir=asc/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search your news' })).toHaveValue('river');
    await expect(rowOf(page, `Export river alpha ${run}`)).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Options' });
    const rows = dialog.getByRole('spinbutton', { name: 'Number of rows' });
    await rows.fill('');
    await rows.pressSequentially('1e-5+.0');
    await expect(rows).toHaveValue('150');
    await rows.fill('20');
    await expectAccessible(page);
    await page.route('**/api/v1/client/news/export?*', (route) => route.fulfill({ status: 422, json: { message: 'Refused' } }), {
      times: 1,
    });
    await dialog.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    await expect(page.getByText('Data Exported Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(download.suggestedFilename()).toMatch(/^news-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Title,Language,Categories,Publish date,Label,User,Status,Created');
    const exported = lines.slice(1);
    expect(exported.some((line) => line.includes(`Export river alpha ${run}`) && line.includes(',English,Politics,'))).toBe(true);
    expect(exported.every((line) => /river/i.test(line) && line.includes(',English,'))).toBe(true);
    expect(exported.some((line) => line.includes(`Export hills gamma ${run}`) || line.includes(`Export river beta ${run}`))).toBe(false);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(rowOf(page, `Export hills gamma ${run}`)).toBeVisible();
  });

  test('a news item that is not one of the client’s own is not found', async ({ page }) => {
    await signInToNews(page, 'basic@samachar.demo');
    await page.goto('/show-news/1');
    await expect(page.getByText('This news does not exist or is not one of yours.')).toBeVisible();
    await page.goto('/edit-news/1');
    await expect(page.getByText('This news does not exist or is not one of yours.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/list-news$/);
  });

  test('at 1280 × 800 the Post table shows every column, a long title wrapping, without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToNews(page, 'active@samachar.demo');
    const title = `The federal budget the parliament passed yesterday evening after a long debate ${Date.now()}`;
    await uploadThroughApi(page, { title, languageId: ENGLISH, categoryId: 1 });
    await page.goto('/list-news');
    await expect(rowOf(page, title)).toBeVisible();
    await expect(table(page).getByRole('columnheader').last()).toHaveText(/Created date/);
    await expectWholeTable(page, table(page));
    await page.screenshot({ path: test.info().outputPath('list-news-1280.png') });
  });

  test('in Nepali the form speaks Nepali; on a 400 px phone the table scrolls sideways inside its own region', async ({ page }) => {
    await signInToNews(page, 'active@samachar.demo');
    await page.evaluate(() => localStorage.setItem('language', 'ne'));
    await uploadThroughApi(page, { title: `नेपाली समाचार ${Date.now()}`, languageId: 1, categoryId: 1 });
    await page.goto('/add-news');
    await expect(page.getByRole('heading', { name: 'समाचार थप्नुहोस्', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'शीर्षक' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'सामग्री' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'अंग्रेजी' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'राजनीति' })).toBeVisible();
    await expect(page.getByText('स्थिति:')).toContainText('विचाराधीन');
    await expectAccessible(page);

    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/list-news');
    const region = page.getByRole('region', { name: 'तपाईंका समाचार' });
    await expect(region.getByRole('row').nth(1)).toBeVisible();
    const widths = await region.evaluate((element) => ({ inner: element.scrollWidth, shown: element.clientWidth }));
    expect(widths.inner).toBeGreaterThan(widths.shown);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await expect(page.getByRole('link', { name: 'समाचार थप्नुहोस्' }).first()).toBeInViewport();
    await expectAccessible(page);
  });
});
