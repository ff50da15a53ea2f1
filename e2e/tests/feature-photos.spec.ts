import { allowClipboard, cardTitled, clipboardText, DEMO_SHOWCASE } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

test('feature photos: search and date filter, the photo dialog with copy, view and download', async ({ page }) => {
  await allowClipboard(page);
  await signInToNews(page, 'active@samachar.demo');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Feature Photos' }).click();
  await expect(page.getByRole('heading', { name: 'Feature Photos', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search feature photos' }).fill('Sarangkot');
  await expect(page).toHaveURL(/q=Sarangkot/);
  await page.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'Last 7 Days' });
  await expect(page).toHaveURL(/date=last_7_days/);
  const card = cardTitled(page, DEMO_SHOWCASE.gallery);
  await expect(card).toContainText('5 photos');
  await expectAccessible(page);

  await card.click();
  const dialog = page.getByRole('dialog', { name: DEMO_SHOWCASE.gallery });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/gallery=\d+/);
  await dialog.getByRole('button', { name: 'Copy Description' }).click();
  await expect(page.getByText('Description Copied')).toBeVisible();
  expect(await clipboardText(page)).toContain('Annapurna range and Phewa Lake');

  const images = dialog.getByRole('region', { name: 'Images' });
  await expect(images.getByRole('listitem')).toHaveCount(5);
  await images
    .getByRole('button', { name: /^View \d+\.jpg$/ })
    .nth(1)
    .click();
  const viewer = page.getByRole('dialog', { name: /^\d+\.jpg$/ });
  await expect(viewer.getByRole('img')).toBeVisible();
  expect(await viewer.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close' }).click();

  const downloading = page.waitForEvent('download');
  await images
    .getByRole('button', { name: /^Download \d+\.jpg$/ })
    .first()
    .click();
  expect((await downloading).suggestedFilename()).toMatch(/^\d+\.jpg$/);
  await expect(page.getByText('Photo/Media Downloaded')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('dialog', { name: DEMO_SHOWCASE.gallery })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/gallery=/);
});

// The list's address leads there too, without the refusal or a Try again: main-layout.spec.ts.
test('a Basic plan without photos is sent to the plans from a gallery’s address', async ({ page }) => {
  await signInToNews(page, 'basic@samachar.demo');
  await page.goto('/feature-photos?gallery=1');
  await expect(page).toHaveURL(/\/subscription-plans$/);
});

test.describe('on a 400 px phone', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('a gallery opened by its address fills the screen, and the list is drawn once it closes', async ({ page }) => {
    await signInToNews(page, 'active@samachar.demo');
    await page.goto('/feature-photos');
    const card = cardTitled(page, DEMO_SHOWCASE.gallery);
    await card.click();
    const dialog = page.getByRole('dialog', { name: DEMO_SHOWCASE.gallery });
    await expect(dialog).toBeVisible();
    await expect(card).toBeVisible();

    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(card).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
  });
});
