import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { staffHeaders } from '../support/accounts.ts';
import { DEMO_IMAGES } from '../support/files.ts';
import { expect, signInToNews, test } from '../support/fixtures.ts';

const PICTURED_ITEMS = 5;

/** Publishes news items that each carry a picture, titled with `word` so a search lists them alone. */
async function publishPictured(request: APIRequestContext, word: string) {
  const headers = await staffHeaders(request);
  const lookup = async <T>(path: string) => (await (await request.get(`/api/auth/v2/${path}`, { headers })).json()).data as T[];
  const [category] = await lookup<{ id: number }>('categories/all');
  const english = (await lookup<{ id: number; code: string }>('languages/all')).find((entry) => entry.code === 'en');
  for (let index = 0; index < PICTURED_ITEMS; index++) {
    const picture = DEMO_IMAGES[index % DEMO_IMAGES.length] as string;
    const data = {
      title: `${word} picture ${index + 1}`,
      content: '<p>Filed by the agency desk.</p>',
      language_id: english?.id,
      category_ids: [category?.id],
    };
    const published = await request.post('/api/v1/news', {
      headers,
      multipart: {
        data: JSON.stringify({ ...data, media: [{ file: 0 }] }),
        files: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(picture) },
      },
    });
    expect(published.status(), await published.text()).toBe(201);
  }
}

/** How each card picture of the list is set to load, in the order shown. */
async function cardPictures(page: Page, word: string) {
  await page.getByRole('searchbox', { name: 'Search news' }).fill(word);
  const cards = page.getByRole('region', { name: 'Latest news' }).getByRole('article');
  await expect(cards).toHaveCount(PICTURED_ITEMS);
  return cards.locator('img').evaluateAll((images: HTMLImageElement[]) =>
    images.map((image) => ({
      loading: image.getAttribute('loading'),
      fetchpriority: image.getAttribute('fetchpriority'),
      decoding: image.getAttribute('decoding'),
      srcset: image.getAttribute('srcset') ?? '',
      sizes: image.getAttribute('sizes') ?? '',
    })),
  );
}

const eager = { loading: 'eager', fetchpriority: 'high', decoding: 'async' };
const lazy = { loading: 'lazy', fetchpriority: null, decoding: 'async' };

test('the first row of news cards loads its pictures at once and first, the rest when scrolled near, all from WebP renditions', async ({
  page,
  request,
  client,
}) => {
  const word = `Terai${Date.now().toString(36)}`;
  await publishPictured(request, word);
  await signInToNews(page, client.email);

  // 1280 px wide beside the full drawer: three columns.
  const pictures = await cardPictures(page, word);
  expect(pictures.map(({ loading, fetchpriority, decoding }) => ({ loading, fetchpriority, decoding }))).toEqual([
    eager,
    eager,
    eager,
    lazy,
    lazy,
  ]);
  for (const picture of pictures) {
    // The demo photos are 480 and 640 px wide: 320 and their own width, never wider.
    expect(picture.srcset).toMatch(/^\/media\/news\/renditions\/[\w-]+\.webp\?expires=\d+&signature=[\w-]+ 320w, \S+ (480|640)w$/);
    expect(picture.sizes).toContain('calc((100vw - 360px) / 3)');
  }
  const first = page.getByRole('region', { name: 'Latest news' }).getByRole('article').first().locator('img');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/renditions\/.+\.webp\?/);
});

test.describe('on a 400 px phone', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('one card a row: only the first picture is eager', async ({ page, request, client }) => {
    const word = `Karnali${Date.now().toString(36)}`;
    await publishPictured(request, word);
    await signInToNews(page, client.email);
    const pictures = await cardPictures(page, word);
    expect(pictures.map((picture) => picture.loading)).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(pictures.map((picture) => picture.fetchpriority)).toEqual(['high', null, null, null, null]);
  });
});
