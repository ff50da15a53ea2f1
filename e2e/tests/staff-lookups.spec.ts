import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { staffHeaders } from '../support/accounts.ts';
import { closeSignedOut, expect, expectAccessible, newsBeside, signInToConsole, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function openSettings(page: Page, tab: string) {
  await signInToConsole(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: tab }).click();
}

test('staff add a category with its Nepali name and IPTC Media Topic; a client filters News by it; staff delete it again', async ({
  page,
  openBrowser,
}) => {
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
  // Its IPTC Media Topic, searched as staff type.
  await dialog.getByRole('combobox', { name: 'IPTC Media Topics' }).fill('agricult');
  await page.getByRole('option', { name: /^agriculture \(medtop:20000210\)/ }).click();
  await expect(dialog.getByText('medtop:20000210 · agriculture')).toBeVisible();
  await shoot(page, 'category-media-topics');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, messages.categoryCreated)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categories' })).toContainText('कृषि');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit category' });
  await expect(edit.getByText('medtop:20000210 · agriculture')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const client = await newsBeside(openBrowser, 'active@samachar.demo');
  await client.getByRole('combobox', { name: 'Categories' }).click();
  await expect(client.getByRole('option', { name })).toBeVisible();
  await client.keyboard.press('Escape');
  // The client's Topic filter offers the topic the new category maps to.
  await expect(client.getByRole('combobox', { name: 'Topic' }).getByRole('option', { name: 'Agriculture' })).toBeAttached();
  await closeSignedOut(client);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete category?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, messages.categoriesDeleted)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categories' })).not.toContainText(name);
});

test('staff rewrite the promo popup; a client opening News reads it', async ({ page, openBrowser }) => {
  test.slow();
  await openSettings(page, 'Promo popup');
  const form = page.getByRole('region', { name: 'Promo popup' });
  const title = form.getByRole('textbox', { name: 'Title (English)' });
  const original = await title.inputValue();
  await title.fill('Dashain offer: two months free');
  await form.getByRole('button', { name: 'Save popup' }).click();
  await expect(notice(page, messages.promoSaved)).toBeVisible();

  const client = await newsBeside(openBrowser, 'active@samachar.demo', { showPromo: true });
  // The offer waits for its texts, after the news page's own first calls.
  await expect(client.getByRole('dialog', { name: 'Dashain offer: two months free' })).toBeVisible({ timeout: 20_000 });
  await closeSignedOut(client);

  await title.fill(original);
  await form.getByRole('button', { name: 'Save popup' }).click();
  await expect(notice(page, messages.promoSaved)).toBeVisible();
});

/** A plan of this test's own, so a client's checkout elsewhere never sees a price this test set. */
async function planOfOwn(request: APIRequestContext, name: string) {
  const headers = await staffHeaders(request);
  const created = await request.post('/api/v1/subscriptionPlans', {
    headers,
    data: {
      name,
      icon: 'article',
      description: 'A plan made by the e2e spec.',
      content_types: ['News'],
      social_automation: false,
      is_trial: false,
      screen_options: [{ screen: 1, amount: 0, label: '1 screen' }],
      month_options: [{ month: 1, amount: 1500 }],
      position: 9,
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  return {
    async remove() {
      const removed = await request.post('/api/v1/subscriptionPlans/delete', { headers, data: { delete_rows: [id] } });
      expect(removed.status(), await removed.text()).toBe(200);
    },
  };
}

test('staff change a plan’s month price; the client’s checkout offers the new price', async ({ page, openBrowser, request }) => {
  test.slow();
  // No seeded plan's name is part of it: other specs find the plans by name.
  const planName = `Newsroom ${Date.now()}`;
  const plan = await planOfOwn(request, planName);
  await openSettings(page, 'Plans');
  await expect(page).toHaveURL(/tab=plans/);
  await page.getByRole('button', { name: `Edit ${planName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit plan' });
  await dialog.getByRole('group', { name: 'Month prices' }).getByRole('spinbutton', { name: 'Price (Rs)' }).first().fill('1234');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, messages.planUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();

  const client = await newsBeside(openBrowser, 'active@samachar.demo');
  await client.goto('/subscription-plans');
  await client.getByRole('region', { name: planName }).getByRole('button', { name: 'Choose' }).click();
  const checkout = client.getByRole('dialog', { name: `Checkout — ${planName}` });
  await expect(checkout.getByRole('radio', { name: /^1 month/ })).toBeVisible();
  await expect(checkout).toContainText('Rs. 1,234');
  await closeSignedOut(client);
  await plan.remove();
});

test('the settings page fits a 400 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openSettings(page, 'Plans');
  await expect(page.getByRole('button', { name: 'Edit Basic' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
});
