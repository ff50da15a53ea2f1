import type { Locator, Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { CLIENT_SITE_TOKEN, CLIENT_SITE_URL } from '../support/client-site.ts';
import { expect, expectAccessible, signInToNews, signOutQuietly, test } from '../support/fixtures.ts';

const card = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const notice = (page: Page, text: string) => page.getByText(text, { exact: true });

async function openMyAccount(page: Page, email: string) {
  await signInToNews(page, email);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

/** Fills a dialog's fields by label; an empty value clears the field. */
async function fill(dialog: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: false }).first().fill(value);
}

test('the profile: a validation error, then a saved change and a new logo that survive a reload', async ({ page, client }) => {
  await openMyAccount(page, client.email);
  const profile = card(page, 'Profile');
  await expect(profile.getByText(client.email)).toBeVisible();
  await expectAccessible(page);

  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await fill(dialog, { 'Mobile number': '98123', 'Contact person': 'Hari Prasad Gautam' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(messages.mobileLength)).toBeVisible();
  await expectAccessible(page);

  await fill(dialog, { 'Mobile number': '9812345678' });
  await dialog.getByLabel('Logo').setInputFiles('../apps/web/public/icon-192.png');
  await expect(dialog.getByText('icon-192.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, messages.profileUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(profile.getByText('Hari Prasad Gautam')).toBeVisible();
  await expect(profile.getByText('9812345678')).toBeVisible();
  await expect(profile.locator('img')).toHaveAttribute('src', /\/media\//);
});

test('a subscribed client sees its plan; an expired one the warning with Subscribe Now', async ({ page }) => {
  await openMyAccount(page, 'active@samachar.demo');
  const plan = card(page, 'Subscription Plan');
  await expect(plan.getByText('Package')).toBeVisible();
  await expect(plan.getByText('Premium')).toBeVisible();
  await expect(plan.getByText(/^\d+ days?$/)).toBeVisible();

  await signOutQuietly(page);
  await openMyAccount(page, 'expired@samachar.demo');
  await expect(plan.getByText('You are not subscribed to any plan.')).toBeVisible();
  await expectAccessible(page);
  await plan.getByRole('link', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/subscription-plans$/);
});

type Integration = {
  heading: string;
  noun: string;
  empty: string;
  invalid: Record<string, string>;
  valid: Record<string, string>;
  edited: Record<string, string>;
  shown: string;
  texts: { added: string; updated: string; removed: string };
};

const integrations: Integration[] = [
  {
    heading: 'Client API',
    noun: 'Client API',
    empty: 'Your website is not connected yet.',
    invalid: { 'Category URL': 'site/categories' },
    valid: {
      'Category URL': `${CLIENT_SITE_URL}/api/categories`,
      'Post URL': `${CLIENT_SITE_URL}/api/articles`,
      Token: CLIENT_SITE_TOKEN,
    },
    edited: { 'Post URL': `${CLIENT_SITE_URL}/api/articles?v=2` },
    shown: `${CLIENT_SITE_URL}/api/articles?v=2`,
    texts: { added: messages.clientApiAdded, updated: messages.clientApiUpdated, removed: messages.clientApiRemoved },
  },
  {
    heading: 'Link API',
    noun: 'Link API',
    empty: 'No Link API yet.',
    invalid: { Category: 'ftp://agency/categories' },
    valid: { Category: 'https://link.example/categories', Post: 'https://link.example/posts', Token: 'link-token-1' },
    edited: { Post: 'https://link.example/posts/v2' },
    shown: 'https://link.example/posts/v2',
    texts: { added: messages.linkApiAdded, updated: messages.linkApiUpdated, removed: messages.linkApiRemoved },
  },
  {
    heading: 'Connect Radio',
    noun: 'radio',
    empty: 'No radio connected yet.',
    invalid: { 'Stream URL': 'stream' },
    valid: {
      Name: 'Radio Dhangadhi',
      'Stream URL': 'https://stream.example/live',
      'Web URL': 'https://radio.example',
      Address: 'Dhangadhi',
    },
    edited: { Address: 'Dhangadhi-5, Kailali' },
    shown: 'Dhangadhi-5, Kailali',
    texts: { added: messages.radioAdded, updated: messages.radioUpdated, removed: messages.radioRemoved },
  },
];

test('the three integrations: add after a validation error, edit, delete after confirming, empty again', async ({ page, makeClient }) => {
  await openMyAccount(page, (await makeClient({ plan: 'Basic' })).email);
  for (const integration of integrations) {
    const section = card(page, integration.heading);
    await expect(section.getByText(integration.empty)).toBeVisible();

    await section.getByRole('button', { name: `Add ${integration.noun}` }).click();
    const addDialog = page.getByRole('dialog', { name: `Add ${integration.noun}` });
    await fill(addDialog, integration.invalid);
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await expect(addDialog.getByText(messages.urlInvalid)).toBeVisible();
    await expect(addDialog.getByText(/ is required$/).first()).toBeVisible();
    if (integration === integrations[0]) await expectAccessible(page);
    await fill(addDialog, integration.valid);
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, integration.texts.added)).toBeVisible();
    await expect(addDialog).toBeHidden();

    await section.getByRole('button', { name: `Edit ${integration.noun}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${integration.noun}` });
    await fill(editDialog, integration.edited);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, integration.texts.updated)).toBeVisible();
    await expect(section.getByText(integration.shown)).toBeVisible();
  }
  await expect(card(page, 'Connect Radio').getByText('Not verified')).toBeVisible();
  await expectAccessible(page);

  for (const integration of integrations) {
    const section = card(page, integration.heading);
    await section.getByRole('button', { name: `Delete ${integration.noun}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${integration.noun}` });
    await expect(confirm.getByText(/Are you sure you want to delete/)).toBeVisible();
    if (integration === integrations[0]) {
      await expectAccessible(page);
    }
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, integration.texts.removed)).toBeVisible();
    await expect(section.getByText(integration.empty)).toBeVisible();
  }
});

test('the Client API token is hidden until shown, and the categories come from the client site', async ({ page, client }) => {
  await openMyAccount(page, client.email);
  const section = card(page, 'Client API');
  await section.getByRole('button', { name: 'Add Client API' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client API' });
  await fill(dialog, integrations[0]?.valid ?? {});
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, messages.clientApiAdded)).toBeVisible();

  await expect(section.getByText(CLIENT_SITE_TOKEN)).toHaveCount(0);
  await section.getByRole('button', { name: 'Show token' }).click();
  await expect(section.getByText(CLIENT_SITE_TOKEN)).toBeVisible();
  await section.getByRole('button', { name: 'Hide token' }).click();

  await expect(section.getByText('No categories fetched yet.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Refresh categories' }).click();
  await expect(notice(page, messages.clientCategoriesFetched)).toBeVisible();
  const categories = section.getByRole('region', { name: 'Categories on your site' }).getByRole('listitem');
  await expect(categories).toHaveText(['Politics', 'Economy', 'Sports']);

  await section.getByRole('button', { name: 'Delete Client API' }).click();
  await page.getByRole('dialog', { name: 'Delete Client API' }).getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText('Your website is not connected yet.')).toBeVisible();
});
