import fs from 'node:fs';
import { NEWS_ACTIONS } from '../../packages/shared/src/constants.ts';
import { apiAs, closeSignedOut, expect, expectAccessible, newsBeside, signInToConsole, test } from '../support/fixtures.ts';

test('staff see in the analytics what a client just viewed, copied and downloaded', async ({ page, openBrowser, client }) => {
  // Two browsers signing in, the charts' chunk and an accessibility scan in both schemes.
  test.slow();
  const reader = await newsBeside(openBrowser, client.email);
  const api = await apiAs(reader);
  const [item] = (await api.get<{ data: { id: number }[] }>('auth/v2/client/news?rowsPerPage=1')).data;
  if (!item) throw new Error('no news to act on');
  await api.get(`auth/v2/client/news/count-views/${item.id}`);
  await api.get(`auth/v2/client/news/count-views/${item.id}`);
  const token = await reader.evaluate(() => localStorage.getItem('access_token'));
  for (const action of [NEWS_ACTIONS.titleCopied, NEWS_ACTIONS.downloaded]) {
    const answer = await reader.request.post('/api/auth/v2/client/news/count-client-action', {
      headers: { Authorization: `Bearer ${token}` },
      data: { news_id: item.id, ...action },
    });
    expect(answer.status()).toBe(200);
  }
  await closeSignedOut(reader);

  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  // The screen's chunk carries the charts library: on a busy machine it takes a while to arrive.
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible({ timeout: 20_000 });
  const chart = page.getByRole('figure', { name: 'Views and actions per day' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Views and actions per category' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Figures per client' }).getByRole('row').nth(1)).toBeVisible();

  // Other specs' clients act at the same time: the figures checked are this client's, in the report staff download.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download figures per client as CSV' }).click();
  const report = fs.readFileSync(await (await downloading).path(), 'utf8');
  const line = report.split(/\r?\n/).find((row) => row.includes(client.email));
  expect(line?.split(',').slice(-4)).toEqual(['2', '1', '1', '0']);
  await expectAccessible(page);
});
