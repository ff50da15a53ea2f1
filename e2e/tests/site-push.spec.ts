import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { staffHeaders } from '../support/accounts.ts';
import { CLIENT_SITE, CLIENT_SITE_TOKEN, receivedArticles } from '../support/client-site.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

const ACCOUNT = 'auth/v2/client/my-account';

/** One of the agency's categories, as the Auto-push card lists it; each test takes its own, so its pushes are its own. */
async function agencyCategory(request: APIRequestContext, index: number) {
  const answer = await request.get('/api/auth/v2/categories/all', { headers: await staffHeaders(request) });
  const category = ((await answer.json()).data as { id: number; name: string }[])[index];
  if (!category) throw new Error(`the demo data has no category ${index}`);
  return category;
}

/** Staff publish an English item in the category, as the news desk does. */
async function publishAsStaff(request: APIRequestContext, title: string, categoryId: number) {
  const headers = await staffHeaders(request);
  const languages = (await (await request.get('/api/auth/v2/languages/all', { headers })).json()).data as { id: number; code: string }[];
  const english = languages.find((language) => language.code === 'en');
  const published = await request.post('/api/v1/news', {
    headers,
    multipart: {
      data: JSON.stringify({ title, content: '<p>Filed by the agency desk.</p>', language_id: english?.id, category_ids: [categoryId] }),
    },
  });
  expect(published.status(), await published.text()).toBe(201);
}

/** Sets the signed-in client's site through the API, as the Client API card would (first, or to change the token). */
async function connectSite(page: Page, token: string) {
  const bearer = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${bearer}` };
  const account = (await (await page.request.get(`/api/${ACCOUNT}`, { headers })).json()) as {
    data: { id: number; apiUrl: { id: number } | null };
  };
  const values = { catergoy_api: CLIENT_SITE.categoriesUrl, store_api: CLIENT_SITE.articlesUrl, token };
  const data = { user_id: account.data.id, key: 'API', values: { ...values, user_id: account.data.id } };
  const existing = account.data.apiUrl;
  const response = existing
    ? await page.request.put(`/api/${ACCOUNT}/api-clienturl/${existing.id}`, { headers, data })
    : await page.request.post(`/api/${ACCOUNT}/api-clienturl`, { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return { headers, userId: account.data.id };
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const pushLog = (page: Page) => card(page, 'Pushes to your site');

/** Automatic pushes happen in the background: the client presses the log's Refresh until the line is there. */
async function expectLogLine(page: Page, title: string, text: RegExp) {
  const row = pushLog(page).getByRole('row').filter({ hasText: title }).filter({ hasText: text });
  await expect(async () => {
    await pushLog(page).getByRole('button', { name: 'Refresh the list' }).click();
    await expect(row.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  return row;
}

test('turns auto-push on for a category; an item staff publish in it reaches the site and the log', async ({ page, client, request }) => {
  const category = await agencyCategory(request, 0);
  const title = `Auto-pushed budget briefing ${Date.now()}`;
  await signInToNews(page, client.email);
  await page.goto('/my-account');

  const clientApi = card(page, 'Client API');
  await expect(clientApi.getByRole('link', { name: 'Download the plugin' })).toHaveAttribute(
    'href',
    '/api/integrations/wordpress-plugin.zip',
  );
  await clientApi.getByRole('button', { name: 'Add Client API' }).click();
  const form = page.getByRole('dialog', { name: 'Add Client API' });
  await form.getByLabel(/^Category URL/).fill(CLIENT_SITE.categoriesUrl);
  await form.getByLabel(/^Post URL/).fill(CLIENT_SITE.articlesUrl);
  await form.getByLabel(/^Token/).fill(CLIENT_SITE_TOKEN);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await clientApi.getByRole('button', { name: 'Show signing secret' }).click();
  await expect(clientApi.getByText(/^whsec_/)).toBeVisible();

  const autoPush = card(page, 'Auto-push');
  await expect(autoPush.getByText('Your site’s categories are not fetched yet.', { exact: false })).toBeVisible();
  await autoPush.getByRole('button', { name: 'Refresh categories' }).click();
  await expect(page.getByText(messages.clientCategoriesFetched).first()).toBeVisible();
  await expect(pushLog(page).getByText('Nothing has been pushed to your site yet.')).toBeVisible();

  const save = autoPush.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // A select is named by its label and then its value ("Politics Off").
  await autoPush.getByRole('combobox', { name: new RegExp(`^${category.name} `) }).click();
  await page.getByRole('option', { name: 'Economy' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(messages.autoPushSaved)).toBeVisible();
  await expect(autoPush.getByText('1 category is pushed to your site.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page);

  await publishAsStaff(request, title, category.id);
  const row = await expectLogLine(page, title, /Published/);
  await expect(row.first()).toContainText('Automatic');
  await expect(row.first()).toContainText('201');
  await expect(row.first().getByRole('button', { name: /Retry/ })).toHaveCount(0);
  const arrived = (await receivedArticles()).filter((article) => article.title === title);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]).toMatchObject({ category: 12 });
  await expectAccessible(page);
});

test('a push the site refused can be retried from the log; the notice says the site’s answer', async ({ page, client, request }) => {
  const category = await agencyCategory(request, 1);
  const title = `Refused flood bulletin ${Date.now()}`;
  await signInToNews(page, client.email);
  const { headers, userId } = await connectSite(page, CLIENT_SITE_TOKEN);
  const fetched = await page.request.post('/api/client/category', { headers, data: { user_id: userId } });
  expect(fetched.status(), await fetched.text()).toBe(201);
  const rules = await page.request.put(`/api/${ACCOUNT}/site-auto-push`, {
    headers,
    data: { rules: [{ category_id: category.id, site_category_id: 11 }] },
  });
  expect(rules.ok(), await rules.text()).toBe(true);
  // The site now refuses the portal's token (401), so the automatic push fails and stays retryable.
  await connectSite(page, 'not-the-token');

  await page.goto('/my-account');
  await publishAsStaff(request, title, category.id);
  const row = await expectLogLine(page, title, /401/);
  await expect(row.first()).toContainText('Invalid token');
  const retry = row.first().getByRole('button', { name: `Retry “${title}”` });
  await retry.click();
  await expect(page.getByRole('region', { name: 'Notices' }).getByRole('alert').filter({ hasText: 'Invalid token' }).first()).toBeVisible();
  // The retry is a line of its own, the next attempt, refused again.
  const lines = pushLog(page).getByRole('row').filter({ hasText: title });
  await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(2);
  await expect(lines.first()).toContainText('401');
  expect((await receivedArticles()).filter((article) => article.title === title)).toHaveLength(0);
});
