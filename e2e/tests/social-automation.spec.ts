import type { APIRequestContext, Page } from '@playwright/test';
import { SIMULATED_ACCOUNTS, SIMULATED_PASSWORD } from '../../apps/server/src/modules/sociair/simulator/sociair.simulator.ts';
import { messages } from '../../packages/shared/src/messages.ts';
import { staffHeaders } from '../support/accounts.ts';
import { cardTitled, sideDialog } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

const [NEWSROOM, WITH_2FA] = SIMULATED_ACCOUNTS as [(typeof SIMULATED_ACCOUNTS)[0], (typeof SIMULATED_ACCOUNTS)[0]];
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The agency publishes a news item through its staff call (the console is a later capability). */
async function publishAsStaff(request: APIRequestContext, item: { title: string; category: string }) {
  const headers = await staffHeaders(request);
  const lookup = async <T>(path: string) => (await (await request.get(`/api/auth/v2/${path}`, { headers })).json()).data as T[];
  const category = (await lookup<{ id: number; slug: string }>('categories/all')).find((entry) => entry.slug === item.category);
  const english = (await lookup<{ id: number; code: string }>('languages/all')).find((entry) => entry.code === 'en');
  const published = await request.post('/api/v1/news', {
    headers,
    data: { title: item.title, content: '<p>Filed by the agency desk.</p>', language_id: english?.id, category_ids: [category?.id] },
  });
  expect(published.status(), await published.text()).toBe(201);
  return (await published.json()).data.id as number;
}

async function postsReceivedFor(request: APIRequestContext, newsId: number) {
  const posts = (await (await request.get('/sim/sociair/control/posts')).json()).data as { body: { news_id: number } }[];
  return posts.filter((post) => post.body.news_id === newsId);
}

test('links the account, chooses what to post, and a published item is auto-posted once, then logs out of the connection', async ({
  page,
  client,
}) => {
  await signInToNews(page, client.email);
  await page.goto('/sociair/profile');
  await expect(page).toHaveURL(/\/sociair\/login$/);
  await page.goto('/news');
  await page.getByRole('navigation').getByRole('link', { name: 'Social Automation' }).click();
  await expect(page).toHaveURL(/\/sociair\/login$/);

  const connect = page.getByRole('form', { name: 'Connect' });
  await connect.getByRole('textbox', { name: 'Username or mobile' }).fill('nobody-here');
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(connect.getByText(messages.sociairAccountNotFound)).toBeVisible();
  await connect.getByRole('textbox', { name: 'Username or mobile' }).fill(NEWSROOM.username);
  await connect.getByRole('button', { name: 'Connect' }).click();
  await expect(notice(page, 'Account Linked Successfully')).toBeVisible();

  const login = page.getByRole('form', { name: 'Login' });
  await expect(login.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(NEWSROOM.username);
  await expect(login.getByRole('textbox', { name: 'Account name' })).toHaveValue(NEWSROOM.tenantName);
  await expectAccessible(page);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText(messages.sociairWrongPassword)).toBeVisible();
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(SIMULATED_PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/sociair\/profile$/);

  await expect(page.getByRole('textbox', { name: 'Domain' })).toHaveValue(NEWSROOM.domain);
  const profiles = page.getByRole('region', { name: 'Social profiles' });
  await expect(profiles.getByRole('checkbox')).toHaveCount(5);
  await page.getByRole('switch', { name: 'Auto Post' }).check();
  await expect(notice(page, messages.sociairAutoPostOn)).toBeVisible();
  await profiles.getByRole('checkbox', { name: `${NEWSROOM.tenantName} Facebook` }).check();
  await expect(notice(page, messages.sociairProfileChanged)).toBeVisible();
  await page.getByRole('region', { name: 'Categories' }).getByRole('checkbox', { name: 'Politics' }).check();
  await expect(notice(page, messages.sociairCategoryChanged)).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Auto Post' })).toBeChecked();
  await expect(profiles.getByRole('checkbox', { name: `${NEWSROOM.tenantName} Facebook` })).toBeChecked();
  await expect(profiles.getByRole('checkbox', { name: `${NEWSROOM.tenantName} Instagram` })).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Categories' }).getByRole('checkbox', { name: 'Politics' })).toBeChecked();

  const title = `Cabinet reshuffle announced ${Date.now()}`;
  const newsId = await publishAsStaff(page.request, { title, category: 'politics' });
  await expect.poll(async () => (await postsReceivedFor(page.request, newsId)).length, { timeout: 20_000 }).toBe(1);

  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent auto-posts' }).getByRole('listitem').filter({ hasText: title });
  await expect(recent).toContainText('Delivered');
  await page.goto('/news');
  await expect(cardTitled(page, title).getByRole('img', { name: 'Auto Posted Content' })).toBeVisible();
  await cardTitled(page, title).click();
  await expect(sideDialog(page).getByRole('img', { name: 'Auto Posted Content' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await postsReceivedFor(page.request, newsId)).toHaveLength(1);

  await page.goto('/sociair/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sociair\/login$/);
  await expect(page.getByRole('form', { name: 'Login' }).getByRole('textbox', { name: 'Account name' })).toHaveValue(NEWSROOM.tenantName);

  await page.getByRole('button', { name: 'Do you want reset your Account ?' }).click();
  await page.getByRole('dialog', { name: 'Reset account' }).getByRole('button', { name: 'Reset' }).click();
  await expect(notice(page, 'Account Unlinked Successfully')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Connect' })).toBeVisible();
});

test('an account with 2FA asks for the code, and the profile fits a 400 px phone', async ({ page, makeClient }) => {
  await signInToNews(page, (await makeClient({ plan: 'Free Trial' })).email);
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/sociair/login');
  const connect = page.getByRole('form', { name: 'Connect' });
  await connect.getByRole('textbox', { name: 'Username or mobile' }).fill(WITH_2FA.mobile);
  await connect.getByRole('button', { name: 'Connect' }).click();

  const login = page.getByRole('form', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(WITH_2FA.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText(messages.sociairTwofaRequired)).toBeVisible();
  await login.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByText(messages.sociairTwofaWrong)).toBeVisible();
  await login.getByRole('textbox', { name: 'Verification code' }).fill(WITH_2FA.twofaCode ?? '');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/sociair\/profile$/);

  await expect(page.getByRole('region', { name: 'Social profiles' }).getByRole('checkbox')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(notice(page, messages.sociairSynced)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sociair\/login$/);
  await page.getByRole('button', { name: 'Do you want reset your Account ?' }).click();
  await page.getByRole('dialog', { name: 'Reset account' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('form', { name: 'Connect' })).toBeVisible();
});
