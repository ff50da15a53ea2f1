import type { APIRequestContext } from '@playwright/test';
import type { Client } from '../support/accounts.ts';
import { publishNewsAsStaff } from '../support/content.ts';
import { apiAs, expect, expectAccessible, signInFromLink, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

/** The client's RSS feed of all news, read as a feed reader does: its secret address, no session. */
async function readRss(request: APIRequestContext, client: Client) {
  const login = await request.post('/api/auth/v2/login', { data: { email: client.email, password: client.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const addresses = (await (await request.get('/api/client/feed-token', { headers })).json()).data;
  await request.post('/api/auth/v2/logout', { headers });
  const feed = await request.get(new URL(addresses.all.rss).pathname);
  expect(feed.status()).toBe(200);
  return feed.text();
}

/** An item of the feed by its title: its `<link>` and `<description>`. */
function rssItem(xml: string, title: string) {
  const item = xml.split('<item>').find((part) => part.includes(`<title>${title}</title>`)) ?? '';
  return { link: /<link>([^<]+)<\/link>/.exec(item)?.[1], description: /<description>([^<]*)<\/description>/.exec(item)?.[1] };
}

test('a link taken from the live RSS feed opens the item: signed out through the sign-in page, signed in at once', async ({
  page,
  client,
  request,
}) => {
  const title = `Melamchi water reaches Kathmandu ${Date.now()}`;
  const newsId = await publishNewsAsStaff(request, title, { content: '<p>Taps in the valley ran again on Sunday morning.</p>' });
  const { link, description } = rssItem(await readRss(request, client), title);
  expect(link).toMatch(new RegExp(`^https?://[^/]+/news/${newsId}$`));
  expect(description, 'an item without a summary leads with its body').toBe('Taps in the valley ran again on Sunday morning.');
  if (!link) throw new Error('no link in the feed');

  await test.step('signed out: the sign-in page, then the item', async () => {
    await signInFromLink(page, link, client);
    await expect(page).toHaveURL(new RegExp(`/news\\?news=${newsId}$`));
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'item-link-after-sign-in');
  });

  await test.step('signed in: the item opens at once', async () => {
    await page.goto(link);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/news\\?news=${newsId}$`));
  });
});

test('the web address of a photo gallery and of a video opens it', async ({ page, client, openBrowser }) => {
  await signInToNews(page, client.email);
  const api = await apiAs(page);
  type Listed = { data: { id: number; title: string }[] };
  const [gallery] = (await api.get<Listed>('auth/v2/client/gallery')).data;
  const [video] = (await api.get<Listed>('auth/v2/client/videos')).data;
  if (!gallery || !video) throw new Error('the demo content has a gallery and a video');

  await page.goto(`/feature-photos/${gallery.id}`);
  await expect(page.getByRole('dialog', { name: gallery.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/feature-photos\\?gallery=${gallery.id}$`));

  await page.goto(`/videos/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/videos/${video.id}/detail$`));

  const signedOut = await openBrowser();
  await signedOut.goto(`/videos/${video.id}`);
  await expect(signedOut).toHaveURL(new RegExp(`/\\?next=${encodeURIComponent(`/videos/${video.id}`)}$`));
});
