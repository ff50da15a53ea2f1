import { DEMO_SHOWCASE } from '../support/content.ts';
import { apiAs, expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

type Page = { data: { id: number; title: string }[] };

test('history: loads more on scroll, switches tabs from the start, opens what was clicked', async ({ page, client }) => {
  await signInToNews(page, client.email);
  const api = await apiAs(page);
  const news = await api.get<Page>('auth/v2/client/news?rowsPerPage=30&sortBy=title&descending=false');
  for (const item of news.data) await api.get(`auth/v2/client/news/count-views/${item.id}`);
  const galleries = await api.get<Page>('auth/v2/client/gallery?rowsPerPage=3');
  for (const item of galleries.data) await api.get(`auth/v2/client/gallery/count-views/${item.id}`);
  const videos = await api.get<Page>(`auth/v2/client/videos?query=${encodeURIComponent(DEMO_SHOWCASE.video)}`);
  for (const item of videos.data) await api.get(`auth/v2/client/videos/count-views/${item.id}`);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'History' }).click();
  const timeline = page.getByRole('list', { name: 'News' });
  const entryTitled = (title: string) => timeline.getByRole('heading', { name: title, exact: true });
  // The latest viewed first.
  const viewedLast = news.data.at(-1)?.title ?? '';
  await expect(entryTitled(viewedLast)).toBeVisible();
  // Scrolling loads the next pages until all 30 are there; what was scrolled past is no longer drawn.
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(page.getByText('That is everything.')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(entryTitled(news.data[0]?.title ?? '')).toBeVisible();
  await expect(entryTitled(viewedLast)).toHaveCount(0);
  expect(await timeline.getByRole('listitem').count()).toBeLessThan(30);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('tab', { name: 'News' }).click();
  await expect(entryTitled(viewedLast)).toBeVisible();

  await timeline.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/activities\?news=\d+/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.getByRole('list', { name: 'Videos' }).getByRole('button', { name: DEMO_SHOWCASE.video }).click();
  await expect(page).toHaveURL(/\/videos\/\d+\/detail$/);
});
