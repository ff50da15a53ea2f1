import type { Page, Route } from '@playwright/test';
import { pathWith } from '../../packages/shared/src/api-contract.ts';
import { endpoints } from '../../packages/shared/src/api-endpoints.ts';
import { cardTitled, DEMO_SHOWCASE } from '../support/content.ts';
import { expect, showScheme, signInToNews, test } from '../support/fixtures.ts';

/**
 * The reading screens against their approved look: light and dark, 1280 and 400 px. A change of
 * layout beyond a small share of the screen fails; the baselines sit beside this file
 * (`npx playwright test reading-screens-look --update-snapshots` after a change meant to show).
 *
 * The demo data is the same in every run but for what other specs publish meanwhile and the dates, which
 * the seed sets from the day it ran: the lists are answered as seeded, with fixed dates and totals.
 */

/** Every item the seed published is at most as new as the pinned showcase, which it published last. */
type Dated = { title?: string; publish_at: string; created_at?: string; updated_at?: string };
type ListAnswer = { data: Dated[]; meta?: { total: number; last_page: number } };

const FIXED_DAY = Date.parse('2026-06-15T06:00:00.000Z');
const HOUR = 3_600_000;

/** Fixed dates in the same order: an hour apart, newest first. */
function fixDates<Item extends Dated>(items: Item[]): Item[] {
  return items.map((item, index) => {
    const date = new Date(FIXED_DAY - index * HOUR).toISOString();
    return { ...item, publish_at: date, created_at: date, updated_at: date };
  });
}

async function answerAsSeeded(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const pinned = await page.request.get(endpoints.news.pinned.path, { headers: { Authorization: `Bearer ${token}` } });
  const showcase = ((await pinned.json()) as ListAnswer).data.find((item) => item.title === DEMO_SHOWCASE.pinnedEnglish);
  const seededUntil = Date.parse(showcase?.publish_at ?? '');
  expect(seededUntil).not.toBeNaN();
  const lists: string[] = [endpoints.news.list.path, endpoints.news.pinned.path, endpoints.gallery.list.path, endpoints.videos.list.path];
  await page.route(
    (url) => lists.includes(url.pathname),
    async (route: Route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as ListAnswer;
      const seeded = answer.data.filter((item) => Date.parse(item.publish_at) <= seededUntil);
      await route.fulfill({
        response,
        json: { ...answer, data: fixDates(seeded), ...(answer.meta ? { meta: { ...answer.meta, total: 300, last_page: 13 } } : {}) },
      });
    },
  );
  await page.route(
    (url) => url.pathname.startsWith(pathWith(endpoints.news.detail.path, { id: '' })),
    async (route: Route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: Dated };
      await route.fulfill({ response, json: { data: fixDates([answer.data])[0] } });
    },
  );
  // Each test's client has a name and address of its own, whose length moves the top bar's buttons.
  await page.route(
    (url) => url.pathname === endpoints.auth.profile.path,
    async (route: Route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { data: { ...answer.data, full_name: 'Look Media', email: 'look@e2e.example' } } });
    },
  );
  // What other specs publish meanwhile would be announced over the live feed.
  await page.route(
    (url) => url.pathname.startsWith(endpoints.newsFeed.stream.path),
    (route) => route.abort(),
  );
}

/** Waits for the pictures on screen, then compares the screen (not the whole page) with its baseline. */
async function expectLook(page: Page, name: string) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy')
      .every((image) => image.complete),
  );
  await expect(page).toHaveScreenshot(`${name}.png`, {
    maxDiffPixelRatio: 0.01,
    mask: [page.getByRole('region', { name: 'Notices' })],
  });
}

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 400] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the news, photo and video lists and an opened item look as approved', async ({ page, client }) => {
      await signInToNews(page, client.email);
      await answerAsSeeded(page);
      for (const scheme of SCHEMES) {
        await showScheme(page, scheme);
        await page.goto('/news');
        await expect(cardTitled(page, DEMO_SHOWCASE.pinnedEnglish)).toBeVisible();
        await expectLook(page, `news-${scheme}-${width}`);

        await cardTitled(page, DEMO_SHOWCASE.pinnedEnglish).click();
        await expect(page.getByRole('dialog', { name: DEMO_SHOWCASE.pinnedEnglish })).toBeVisible();
        await expectLook(page, `news-item-${scheme}-${width}`);

        await page.goto('/feature-photos');
        await expect(page.getByRole('heading', { name: 'Feature Photos', level: 1 })).toBeVisible();
        await expect(page.locator('main article').first()).toBeVisible();
        await expectLook(page, `photos-${scheme}-${width}`);

        await page.goto('/videos');
        await expect(cardTitled(page, DEMO_SHOWCASE.video)).toBeVisible();
        await expectLook(page, `videos-${scheme}-${width}`);
      }
    });
  });
}
