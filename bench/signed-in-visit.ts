/** What the browser benchmarks share for a demo client's visit: the stored session, the phone, the first news item. */
import { endpoints, type NewsCard, type Paged } from '@portal/shared';
import type { Page } from 'puppeteer-core';
import { settledSessionEntry } from '../apps/web/src/early/settled-session.ts';

/**
 * The browser the benchmarks drive: Chromium's headless shell (Debian's chromium-headless-shell), as the browser
 * tests do, or CHROMIUM_PATH. Not the full Chromium headless: it draws its own browser interface (the address bar's
 * popup, in a renderer of its own) for its first seconds, 1.3 s of CPU that a page visited at once competes with for
 * this machine's two cores; a phone's browser has long started when a client opens the portal.
 */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Signs the page's origin in with `token` as a client back with the session of an earlier day, whose sign-in marked
 * its password settled (lib/token-storage.ts, early/settled-session.ts). The page must be on the portal's origin.
 */
export async function storeSession(page: Page, token: string) {
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [['access_token', token], settledSessionEntry(token)] as const,
  );
}

/** The phone Lighthouse's mobile preset emulates: its pictures are chosen for this size. */
export async function emulatePresetPhone(page: Page) {
  await page.emulate({
    userAgent: await page.browser().userAgent(),
    viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  });
}

/** The id of the news list's first item, as `token`'s client sees it. */
export async function firstNewsId(origin: string, token: string) {
  const response = await fetch(`${origin}${endpoints.news.list.path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const id = ((await response.json()) as Paged<NewsCard>).data[0]?.id;
  if (id === undefined) throw new Error('the demo data has no news');
  return id;
}
