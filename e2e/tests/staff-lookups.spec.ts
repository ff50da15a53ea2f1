import type { Browser, Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { expect, expectAccessible, signIn, signInToNews, test } from '../support/fixtures.ts';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A client in a browser of its own; `showPromo` leaves the news page's offer to appear. */
async function clientPage(browser: Browser, { showPromo = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (!showPromo) await page.addInitScript(() => sessionStorage.setItem('promo-seen', '1'));
  await signInToNews(page, 'active@samachar.demo');
  return page;
}

async function openSettings(page: Page, tab: string) {
  await signIn(page, 'staff@samachar.demo');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: tab }).click();
}

test('staff add a category with its Nepali name; a client filters News by it; staff delete it again', async ({ page, browser }) => {
  const name = `Agriculture ${Date.now()}`;
  test.slow();
  await openSettings(page, 'Categories');
  await expect(page.getByRole('region', { name: 'Categories' }).getByRole('row', { name: /Politics/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Nepali name' }).fill('कृषि');
  await dialog.getByRole('textbox', { name: 'Slug' }).fill('politics');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(messages.slugTaken)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Slug' }).fill(`agriculture-${Date.now()}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, messages.categoryCreated)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categories' })).toContainText('कृषि');

  const client = await clientPage(browser);
  await client.getByRole('combobox', { name: 'Categories' }).click();
  await expect(client.getByRole('option', { name })).toBeVisible();
  await client.context().close();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete category?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, messages.categoriesDeleted)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categories' })).not.toContainText(name);
});

test('staff rewrite the promo popup; a client opening News reads it', async ({ page, browser }) => {
  test.slow();
  await openSettings(page, 'Promo popup');
  const form = page.getByRole('region', { name: 'Promo popup' });
  const title = form.getByRole('textbox', { name: 'Title (English)' });
  const original = await title.inputValue();
  await title.fill('Dashain offer: two months free');
  await form.getByRole('button', { name: 'Save popup' }).click();
  await expect(notice(page, messages.promoSaved)).toBeVisible();

  const client = await clientPage(browser, { showPromo: true });
  // The offer waits for its texts, after the news page's own first calls.
  await expect(client.getByRole('dialog', { name: 'Dashain offer: two months free' })).toBeVisible({ timeout: 20_000 });
  await client.context().close();

  await title.fill(original);
  await form.getByRole('button', { name: 'Save popup' }).click();
  await expect(notice(page, messages.promoSaved)).toBeVisible();
});

test('staff change a plan’s month price; the client’s checkout offers the new price', async ({ page, browser }) => {
  test.slow();
  await openSettings(page, 'Plans');
  await expect(page).toHaveURL(/tab=plans/);
  const setMonthPrice = async (rupees: string) => {
    await page.getByRole('button', { name: 'Edit Basic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit plan' });
    await dialog.getByRole('group', { name: 'Month prices' }).getByRole('spinbutton', { name: 'Price (Rs)' }).first().fill(rupees);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, messages.planUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await setMonthPrice('1234');

  const client = await clientPage(browser);
  await client.goto('/subscription-plans');
  await client.getByRole('region', { name: 'Basic' }).getByRole('button', { name: 'Choose' }).click();
  await expect(client.getByRole('dialog', { name: 'Checkout — Basic' }).getByRole('radio', { name: /^1 month/ })).toBeVisible();
  await expect(client.getByRole('dialog', { name: 'Checkout — Basic' })).toContainText('Rs 1,234');
  await client.context().close();

  await setMonthPrice('1500');
});

test('the settings page fits a 400 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openSettings(page, 'Plans');
  await expect(page.getByRole('button', { name: 'Edit Basic' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
});
