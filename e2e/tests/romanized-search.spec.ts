import type { Locator, Page } from '@playwright/test';
import { listCards } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search news' });
const nepaliSwitch = (page: Page) => page.getByRole('button', { name: 'नेपाली: type in Nepali' });

/** Types `keys` into an emptied field until the Nepali typing (loaded when the switch is first turned on) has read them. */
async function typeNepali(field: Locator, keys: string, expected: string) {
  await expect(async () => {
    await field.clear();
    await field.pressSequentially(keys);
    await expect(field).toHaveText(expected, { timeout: 1000, useInnerText: true });
  }).toPass({ timeout: 10_000 });
}

async function typeNepaliValue(field: Locator, keys: string, expected: string) {
  await expect(async () => {
    await field.clear();
    await field.pressSequentially(keys);
    await expect(field).toHaveValue(expected, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('romanized Nepali', () => {
  test('"sarkar" finds the items written सरकार, says so, and a link searches the word as typed', async ({ page }) => {
    await signInToNews(page, 'active@samachar.demo');
    await search(page).fill('sarkar');
    await expect(page.getByText('Results for सरकार (typed as sarkar)')).toBeVisible();
    await expect(listCards(page).first()).toBeVisible();
    await expect(listCards(page).locator('mark').first()).toHaveText(/^सरकार/);
    await expectAccessible(page);
    await shoot(page, 'romanized-summary');

    await page.getByRole('link', { name: 'sarkar' }).click();
    await expect(page).toHaveURL(/[?&]q=sarkar&exact=1/);
    await expect(page.getByText('No news found')).toBeVisible();
    await expect(page.getByText(/Results for सरकार/)).toBeHidden();
  });

  test('the नेपाली switch writes romanized typing in Devanagari in the search box and the upload form, and is remembered', async ({
    page,
  }) => {
    test.slow();
    await signInToNews(page, 'active@samachar.demo');
    await expect(nepaliSwitch(page)).toHaveAttribute('aria-pressed', 'false');
    await nepaliSwitch(page).click();
    await expect(nepaliSwitch(page)).toHaveAttribute('aria-pressed', 'true');
    await typeNepaliValue(search(page), 'sarakaar ', 'सरकार ');
    await expect(page).toHaveURL(/[?&]q=%E0%A4%B8%E0%A4%B0%E0%A4%95%E0%A4%BE%E0%A4%B0/);
    await expect(listCards(page).locator('mark').first()).toHaveText(/^सरकार/);
    await search(page).press('Backspace');
    await expect(search(page)).toHaveValue('सरकार');
    await expectAccessible(page);
    await shoot(page, 'romanized-switch-search');

    await page.goto('/add-news');
    await expect(nepaliSwitch(page)).toHaveAttribute('aria-pressed', 'true');
    const title = page.getByRole('textbox', { name: 'Title' });
    await typeNepaliValue(title, 'pokharaa sabhaa, ', 'पोखरा सभा, ');
    const content = page.getByRole('textbox', { name: 'Content' });
    await content.click();
    await typeNepali(content, 'nepaal sarakaar ', 'नेपाल सरकार');
    await expectAccessible(page);
    await shoot(page, 'romanized-switch-form');

    await nepaliSwitch(page).click();
    await expect(nepaliSwitch(page)).toHaveAttribute('aria-pressed', 'false');
    await title.focus();
    await title.press('End');
    await title.pressSequentially('flood ');
    await expect(title).toHaveValue('पोखरा सभा, flood ');
  });
});
