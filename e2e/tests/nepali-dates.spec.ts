import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  adDaysOfBsMonth,
  BS_MONTH_NAMES,
  bsFromAd,
  formatBsDate,
  formatBsMonth,
  toNepaliDigits,
} from '../../packages/shared/src/bikram-sambat.ts';
import { chosenOption } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

const SHOTS = '/tmp/shots-calendar';
const NEPALI_MONTH = new RegExp(`(${BS_MONTH_NAMES.ne.join('|')})`);
const ENGLISH_BS_DAY = new RegExp(
  `\\d{1,2} (${BS_MONTH_NAMES.en.join('|')}) \\d{4} \\((Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{1,2}, \\d{4}\\)`,
);

/** Today as the browser counts it (its time zone is the machine's, as the test's). */
const localDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Today in BS on the Nepal day, as "this month" and "this year" read it. */
const nepalToday = () => bsFromAd(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date()));

const cardDates = (page: Page) => page.locator('main article time');

async function toNepali(page: Page) {
  // The first press loads the menu's chunk; a press while the layout is still settling is pressed again.
  await expect(async () => {
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'नेपाली' }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('news in Nepali reads Bikram Sambat, switches to AD in the top bar, and filters by BS day and BS month', async ({ page, client }) => {
  await signInToNews(page, client.email, client.password);
  await toNepali(page);

  await test.step('the cards show BS dates in Nepali digits', async () => {
    await expect(cardDates(page).first()).toHaveText(/^[०-९]{4} \S+ [०-९]{1,2} /);
    await expect(cardDates(page).first()).toHaveText(NEPALI_MONTH);
  });

  await test.step('AD in the top bar, kept on the server, and back to the language’s calendar', async () => {
    await page.getByRole('button', { name: /^पात्रो/ }).click();
    await page.getByRole('menuitem', { name: 'ईस्वी संवत् (ई.सं.)' }).click();
    await expect(cardDates(page).first()).not.toHaveText(NEPALI_MONTH);
    await expect(cardDates(page).first()).toHaveText(/[०-९]{4}/);
    await page.reload();
    await expect(cardDates(page).first()).not.toHaveText(NEPALI_MONTH);
    await page.getByRole('button', { name: /^पात्रो/ }).click();
    await page.getByRole('menuitem', { name: /^भाषाअनुसार/ }).click();
    await expect(cardDates(page).first()).toHaveText(NEPALI_MONTH);
  });

  const today = bsFromAd(localDay());
  await test.step('a BS day chosen in the picker narrows the list to it', async () => {
    await page.getByRole('combobox', { name: 'मिति' }).selectOption({ label: 'आफ्नै अवधि…' });
    await page.getByLabel('देखि मिति छान्नुहोस्').first().click();
    const picker = page.getByRole('dialog', { name: 'देखि मिति छान्नुहोस्' });
    await expect(picker.getByRole('heading', { name: formatBsMonth(today.year, today.month, 'ne') })).toBeVisible();
    await expect(picker.getByRole('button', { name: formatBsDate(today, 'ne') })).toHaveAttribute('aria-current', 'date');
    await shoot(page, 'picker');
    await expectAccessible(page);
    await picker.getByRole('button', { name: formatBsDate(today, 'ne') }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`from=${localDay()}`));
    await expect(page.getByRole('textbox', { name: 'देखि मिति छान्नुहोस्' })).toHaveValue(formatBsDate(today, 'ne', { weekday: false }));
  });

  await test.step('a BS month filter narrows the list to that month’s days', async () => {
    await page.getByRole('combobox', { name: 'मिति' }).selectOption({ label: 'यो महिना' });
    const today = nepalToday();
    const month = `${today.year}-${String(today.month).padStart(2, '0')}`;
    await expect(page).toHaveURL(new RegExp(`bsm=${month}`));
    await expect(chosenOption(page.getByRole('combobox', { name: /^महिना/ }))).toHaveText(formatBsMonth(today.year, today.month, 'ne'));
    const monthName = BS_MONTH_NAMES.ne[today.month - 1] ?? '';
    await expect(cardDates(page).first()).toContainText(monthName);
    for (const date of await cardDates(page).allTextContents()) expect(date).toContain(monthName);
    const { from } = adDaysOfBsMonth(today.year, today.month);
    for (const stamp of await cardDates(page).evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))) {
      expect(Date.parse(stamp)).toBeGreaterThanOrEqual(Date.parse(`${from}T00:00:00+05:45`));
    }
    await expectAccessible(page);
  });

  await test.step('"this year" is the whole BS year of the Nepal day', async () => {
    const { year } = nepalToday();
    await page.getByRole('combobox', { name: 'मिति' }).selectOption({ label: 'यो वर्ष' });
    await expect(page).toHaveURL(new RegExp(`bsm=${year}(&|$)`));
    await expect(chosenOption(page.getByRole('combobox', { name: 'मिति' }))).toHaveText('यो वर्ष');
    await expect(page.getByRole('combobox', { name: /^महिना/ })).toHaveCount(0);
    await expect(cardDates(page).first()).toContainText(toNepaliDigits(year));
    // The time of day is told by its part, not AM/PM.
    await expect(cardDates(page).first()).toHaveText(/(बिहान|दिउँसो|बेलुका|राति) [०-९]{1,2}:[०-९]{2}$/);
  });
});

test('an invoice shows both calendars, in English and in Nepali', async ({ page, makeClient }) => {
  const client = await makeClient();
  await signInToNews(page, client.email, client.password);
  await page.getByRole('link', { name: 'RENEW' }).click();
  await page.getByRole('region', { name: 'Free Trial' }).getByRole('button', { name: 'Choose' }).click();
  await page.getByRole('dialog', { name: 'Free trial' }).getByRole('button', { name: 'Start trial' }).click();
  await expect(page).toHaveURL(/\/payment\/bill\?status=success&sid=\d+$/);
  const invoice = page.getByRole('main');
  await expect(invoice).toContainText(ENGLISH_BS_DAY);
  await expect(invoice).toContainText('Rs. 0');

  await toNepali(page);
  const today = bsFromAd(localDay());
  await expect(invoice).toContainText(`${formatBsDate(today, 'ne', { weekday: false })} (`);
  await expect(invoice).toContainText('रु. ०');
  await shoot(page, 'invoice');
  await expectAccessible(page);
});

test.describe('on a 400 px phone', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the invoice and the BS picker fit', async ({ page, makeClient }) => {
    const client = await makeClient();
    await signInToNews(page, client.email, client.password);
    await page.getByRole('link', { name: 'RENEW' }).click();
    await page.getByRole('region', { name: 'Free Trial' }).getByRole('button', { name: 'Choose' }).click();
    await page.getByRole('dialog', { name: 'Free trial' }).getByRole('button', { name: 'Start trial' }).click();
    await expect(page).toHaveURL(/\/payment\/bill\?status=success&sid=\d+$/);
    await toNepali(page);
    await expect(page.getByRole('main')).toContainText(NEPALI_MONTH);
    await shoot(page, 'invoice-400');

    await page.goto('/news?date=custom');
    await page.getByLabel('देखि मिति छान्नुहोस्').first().click();
    await expect(page.getByRole('dialog', { name: 'देखि मिति छान्नुहोस्' })).toBeVisible();
    await shoot(page, 'picker-400');
    await expectAccessible(page);
  });
});
