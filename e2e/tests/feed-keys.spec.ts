import type { Page } from '@playwright/test';
import { allowClipboard, clipboardText } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

const card = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const SHOTS = '/tmp/shots-feed';

async function openMyAccount(page: Page, email: string) {
  await signInToNews(page, email);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

test('an API key: created with a name, shown once, used against the Feed API, revoked → 401', async ({ page, client, request }) => {
  await allowClipboard(page);
  await openMyAccount(page, client.email);
  const keys = card(page, 'API keys');
  await expect(keys.getByText('No API keys yet.')).toBeVisible();

  await keys.getByRole('button', { name: 'Create API key' }).click();
  const naming = page.getByRole('dialog', { name: 'Create API key' });
  await naming.getByLabel('Name').fill('Newsroom CMS');
  await naming.getByRole('button', { name: 'Save' }).click();
  const shown = page.getByRole('dialog', { name: 'API key “Newsroom CMS” created' });
  await expect(shown.getByText(/will not be shown again/)).toBeVisible();
  await shown.getByRole('button', { name: 'Copy API key' }).click();
  const key = await clipboardText(page);
  expect(key).toMatch(/^rss_[\w-]{43}$/);
  await expect(shown.getByText(key)).toBeVisible();
  await expectAccessible(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/api-key-shown-once-${scheme}.png` });
  }
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByText(key)).toBeHidden();
  await expect(keys.getByText(`${key.slice(0, 12)}…`)).toBeVisible();

  const items = await request.get('/api/feed/v1/items?limit=5', { headers: { authorization: `Bearer ${key}` } });
  expect(items.status()).toBe(200);
  const page1 = await items.json();
  expect(page1.items.length).toBeGreaterThan(0);
  expect(page1.items[0]).toMatchObject({ standard: { name: 'ninjs' }, pubstatus: 'usable' });
  expect(typeof page1.next_cursor).toBe('string');

  await page.reload();
  await expect(keys.getByText(/Last used/)).toBeVisible();
  await keys.getByRole('button', { name: 'Revoke Newsroom CMS' }).click();
  await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(keys.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await request.get('/api/feed/v1/items', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

test('an RSS address copied from My Account is a feed; rotating makes the old one stop', async ({ page, client, request }) => {
  await allowClipboard(page);
  await openMyAccount(page, client.email);
  const feeds = card(page, 'Feeds (RSS/Atom)');
  await feeds.getByRole('button', { name: 'Copy RSS address of All news' }).click();
  const rssUrl = await clipboardText(page);
  expect(rssUrl).toMatch(/\/api\/feed\/rss\/[\w-]{43}\/news\.rss$/);
  const rss = await request.get(new URL(rssUrl).pathname);
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  expect(await rss.text()).toContain('<item>');

  await feeds.getByRole('button', { name: 'Make new addresses' }).click();
  await page.getByRole('dialog', { name: 'Make new feed addresses' }).getByRole('button', { name: 'Make new addresses' }).click();
  await expect(feeds.getByText(rssUrl)).toBeHidden();
  expect((await request.get(new URL(rssUrl).pathname)).status()).toBe(404);
  await expectAccessible(page);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await feeds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/my-account-feeds-1280-${scheme}.png`, fullPage: true });
    await page.setViewportSize({ width: 400, height: 900 });
    await feeds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/my-account-feeds-400-${scheme}.png`, fullPage: true });
  }
});
