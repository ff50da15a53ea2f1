/**
 * Screenshots of the reading screens (news, feature photos, videos, a search, an opened item, an item by its
 * address, and the sign-in screen) in light and dark, at 1280 and 400 px, in English and Nepali: the before
 * and after of a change to how the portal looks. The portal runs as `npm start` runs it (the web build there
 * is, a new embedded database with the demo data); the pictures go into the folder given.
 * Run: node scripts/reading-screenshots.ts <folder>   (npm run build first)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { endpoints, type NewsCard, type Paged, type SessionGrant } from '@portal/shared';
import { startPortal } from '../bench/portal-process.ts';

const outDir = path.resolve(process.argv[2] ?? 'screenshots');
const port = 6300 + Math.floor(Math.random() * 300);
const portal = `http://127.0.0.1:${port}`;
const DEMO_CLIENT = { email: 'active@samachar.demo', password: 'demo#2026' };
const WIDTHS = [1280, 400] as const;
const SCHEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'ne'] as const;

async function demoToken() {
  const response = await fetch(`${portal}${endpoints.auth.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  return ((await response.json()) as { data: SessionGrant }).data.access_token;
}

async function firstNewsId(token: string) {
  const response = await fetch(`${portal}${endpoints.news.list.path}?page=1`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await response.json()) as Paged<NewsCard>).data[0]?.id;
}

/** What each screen waits for before its picture: what a reader sees once it has loaded. */
function screens(newsId: number | undefined) {
  const cards = (page: Page) => page.locator('article').first().waitFor();
  return [
    { name: 'news', url: '/news', ready: cards },
    { name: 'search', url: '/news?q=nepal', ready: (page: Page) => page.getByRole('status').first().waitFor() },
    { name: 'feature-photos', url: '/feature-photos', ready: cards },
    { name: 'videos', url: '/videos', ready: cards },
    ...(newsId === undefined
      ? []
      : [
          { name: 'news-opened', url: `/news?news=${newsId}`, ready: (page: Page) => page.getByRole('dialog').locator('h2').waitFor() },
          { name: 'news-address', url: `/news/${newsId}`, ready: (page: Page) => page.locator('h1, h2').last().waitFor() },
        ]),
  ];
}

async function shoot(token: string | undefined, list: ReturnType<typeof screens>) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' });
  try {
    for (const language of LANGUAGES) {
      for (const scheme of SCHEMES) {
        for (const width of WIDTHS) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
          await context.addInitScript(
            ([lang, stored]) => {
              localStorage.setItem('language', lang);
              sessionStorage.setItem('promo-seen', '1');
              if (stored) localStorage.setItem('access_token', stored);
            },
            [language, token] as const,
          );
          const page = await context.newPage();
          for (const screen of list) {
            await page.goto(`${portal}${screen.url}`);
            await screen.ready(page);
            await page.evaluate(() => document.fonts.ready);
            await page.screenshot({ path: path.join(outDir, `${screen.name}-${language}-${scheme}-${width}.png`), animations: 'disabled' });
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-screenshots-'));
const server = await startPortal({ port, dataDir, seedDemo: true });
try {
  await shoot(undefined, [{ name: 'login', url: '/', ready: (page) => page.locator('input[type="password"]').waitFor() }]);
  const token = await demoToken();
  await shoot(token, screens(await firstNewsId(token)));
  console.log(`screenshots in ${outDir}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
