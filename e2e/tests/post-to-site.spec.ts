import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { CLIENT_SITE_TOKEN, CLIENT_SITE_URL, receivedArticles } from '../support/client-site.ts';
import { cardTitled, DEMO_SHOWCASE, sideDialog } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

const ACCOUNT = 'auth/v2/client/my-account';

/** Sets (or changes) the signed-in client's Client API through the API, as My Account would. */
async function connectSite(page: Page, token: string) {
  const bearer = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${bearer}` };
  const account = (await (await page.request.get(`/api/${ACCOUNT}`, { headers })).json()) as {
    data: { id: number; apiUrl: { id: number } | null };
  };
  const values = { catergoy_api: `${CLIENT_SITE_URL}/api/categories`, store_api: `${CLIENT_SITE_URL}/api/articles`, token };
  const data = { user_id: account.data.id, key: 'API', values: { ...values, user_id: account.data.id } };
  const existing = account.data.apiUrl;
  const response = existing
    ? await page.request.put(`/api/${ACCOUNT}/api-clienturl/${existing.id}`, { headers, data })
    : await page.request.post(`/api/${ACCOUNT}/api-clienturl`, { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return {
    async disconnect() {
      const current = (await (await page.request.get(`/api/${ACCOUNT}`, { headers })).json()) as { data: { apiUrl: { id: number } } };
      const removed = await page.request.post(`/api/${ACCOUNT}/api-clineturl/delete`, {
        headers,
        data: { delete_rows: [current.data.apiUrl.id] },
      });
      expect(removed.ok()).toBe(true);
    },
  };
}

async function openShowcase(page: Page) {
  const connection = page.waitForResponse((response) => response.url().includes('/api-clienturl/user/'));
  await cardTitled(page, DEMO_SHOWCASE.pinnedEnglish).click();
  await expect(sideDialog(page).getByRole('heading', { name: DEMO_SHOWCASE.pinnedEnglish })).toBeVisible();
  await connection;
}

async function postUnder(page: Page, category: string) {
  await sideDialog(page).getByRole('button', { name: 'Post to MY Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post to MY Site' });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('listbox').getByRole('option', { name: category }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  return dialog;
}

test('posts a news item to the client site: category first, then Confirm; the article arrives and the log says so', async ({
  page,
  client,
}) => {
  await signInToNews(page, client.email);
  await openShowcase(page);
  await expect(sideDialog(page).getByRole('button', { name: 'Post to MY Site' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const site = await connectSite(page, CLIENT_SITE_TOKEN);
  await page.goto('/news');
  await openShowcase(page);
  await sideDialog(page).getByRole('button', { name: 'Post to MY Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post to MY Site' });
  await expect(dialog.getByText(messages.postConfirm)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await confirm.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(messages.postCategoryFirst);
  // Nothing was fetched from the site yet, so the dialog asks it for its categories.
  await expect(page.getByText(messages.clientCategoriesFetched)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('combobox', { name: 'Category' }).click();
  // The page's own filter selects stay behind the side dialog (inert, which Playwright's roles do not read).
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Politics', 'Economy', 'Sports']);
  await page.getByRole('listbox').getByRole('option', { name: 'Economy' }).click();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(messages.posted)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(sideDialog(page).getByRole('button', { name: 'Posts to my site (1)' })).toHaveAttribute('aria-expanded', 'true');
  const log = sideDialog(page).getByRole('region', { name: /Posts to my site/ });
  await expect(log.getByText('Delivered · Economy')).toBeVisible();
  await expect(log.getByText('Article saved successfully')).toBeVisible();
  await expectAccessible(page);

  const arrived = (await receivedArticles()).filter((article) => article.title === DEMO_SHOWCASE.pinnedEnglish);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]).toMatchObject({ category: 12 });
  expect(arrived[0]?.images).toHaveLength(3);
  expect(arrived[0]?.pdfs).toHaveLength(1);
  await site.disconnect();
});

test("a wrong token: the notice and the dialog say the site's answer, and the log keeps a failed entry", async ({ page, client }) => {
  await signInToNews(page, client.email);
  const site = await connectSite(page, CLIENT_SITE_TOKEN);
  await page.goto('/news');
  await openShowcase(page);
  await sideDialog(page).getByRole('button', { name: 'Post to MY Site' }).click();
  // The categories are fetched by hand here; the first test has the dialog fetch them by itself.
  await page.getByRole('dialog', { name: 'Post to MY Site' }).getByRole('button', { name: 'Refresh categories' }).click();
  await expect(page.getByText(messages.clientCategoriesFetched).first()).toBeVisible();
  await page.getByRole('dialog', { name: 'Post to MY Site' }).getByRole('button', { name: 'Cancel' }).click();

  const before = (await receivedArticles()).length;
  await connectSite(page, 'not-the-token');
  await page.goto('/news');
  await openShowcase(page);
  const dialog = await postUnder(page, 'Politics');
  const reason = messages.postFailedBecause('The site answered 401: Invalid token');
  await expect(page.getByRole('region', { name: 'Notices' }).getByRole('alert')).toHaveText(reason);
  await expect(dialog.getByRole('alert')).toHaveText(reason);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const log = sideDialog(page).getByRole('region', { name: /Posts to my site/ });
  await expect(log.getByRole('listitem').first()).toContainText('Failed · Politics');
  await expect(log.getByRole('listitem').first()).toContainText('401');
  expect(await receivedArticles()).toHaveLength(before);
  await site.disconnect();
});
