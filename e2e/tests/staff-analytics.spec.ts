import type { AnalyticsFigures, AnalyticsSummary } from '../../packages/shared/src/analytics.schema.ts';
import { NEWS_ACTIONS } from '../../packages/shared/src/content.schema.ts';
import { apiAs, expect, expectAccessible, signIn, signInToNews, test } from '../support/fixtures.ts';

const FIGURES = ['views', 'copies', 'downloads', 'posts'] as const;

test('staff see in the analytics what a client just viewed, copied and downloaded', async ({ page, browser }) => {
  // Two browsers signing in, the charts' chunk and an accessibility scan in both schemes.
  test.slow();
  await signIn(page, 'staff@samachar.demo');
  await expect(page).toHaveURL(/\/admin\/news$/);
  // Other specs of the run record actions too: the scenario's figures are added to what was there.
  const before = await (await apiAs(page)).get<AnalyticsSummary>('v1/analytics/summary');
  const today = before.to;
  const todayBefore = before.days.find((day) => day.day === today) as AnalyticsFigures;

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const client = await context.newPage();
  await client.addInitScript(() => sessionStorage.setItem('promo-seen', '1'));
  await signInToNews(client, 'active@samachar.demo');
  const api = await apiAs(client);
  const [item] = (await api.get<{ data: { id: number }[] }>('auth/v2/client/news?rowsPerPage=1')).data;
  if (!item) throw new Error('no news to act on');
  await api.get(`auth/v2/client/news/count-views/${item.id}`);
  await api.get(`auth/v2/client/news/count-views/${item.id}`);
  const token = await client.evaluate(() => localStorage.getItem('access_token'));
  for (const action of [NEWS_ACTIONS.titleCopied, NEWS_ACTIONS.downloaded]) {
    const answer = await client.request.post('/api/auth/v2/client/news/count-client-action', {
      headers: { Authorization: `Bearer ${token}` },
      data: { news_id: item.id, ...action },
    });
    expect(answer.status()).toBe(200);
  }
  await context.close();

  const added = { views: 2, copies: 1, downloads: 1, posts: 0 };
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  // The screen's chunk carries the charts library: on a busy machine it takes a while to arrive.
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible({ timeout: 20_000 });
  const chart = page.getByRole('figure', { name: 'Views and actions per day' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByRole('row', { name: today })).toHaveText(
    [today, ...FIGURES.map((figure) => String(todayBefore[figure] + added[figure]))].join(''),
  );
  await expect(page.getByText('Views', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    (before.totals.views + added.views).toLocaleString('en-US'),
  );
  await expect(page.getByRole('figure', { name: 'Views and actions per category' }).locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Figures per client' }).getByText('active@samachar.demo', { exact: false })).toBeVisible();
  await expectAccessible(page);
});
