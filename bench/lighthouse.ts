/**
 * Lighthouse's performance audit (its default mobile preset: a mid-range phone's CPU slowed 4×, a
 * slow 4G network, both simulated) on the login screen and, signed in as a demo client, the reading
 * screens (news, feature photos and videos lists, a news item opened by its address), each from an
 * empty cache in a fresh Chromium (its headless shell, BENCH_CHROMIUM in signed-in-visit.ts). The portal runs as
 * `npm start` runs it: the production web build served by the server, on a new embedded database with the demo data
 * (README "Demo logins"). Targets: the README's budgets; every run is printed with the load average beside it.
 * "news list, warm" is a client's next visit: the same browser visited the list once (service worker,
 * HTTP cache and the session's kept answers filled), then Lighthouse loads it with its throttling applied
 * by DevTools (the simulation would count the service worker's answers as network requests).
 * Run: npm run bench:lighthouse (builds the web app first; --no-build to use the build there is;
 * LIGHTHOUSE_HTTP1=1 to audit the portal's own HTTP/1.1 without TLS, as a newsroom's LAN reaches `npm start`;
 * LIGHTHOUSE_RUNS=n for n runs of each screen, 3 by default; LIGHTHOUSE_ONLY=news to audit only the screens whose
 * name holds that word; LIGHTHOUSE_DETAIL=1 for the LCP's phases and where the main thread's time went).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemWebPath } from '@portal/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startHttp2Front } from './http2-front.ts';
import { buildWebApp, demoClientToken, freePort, loadAverage, startPortal, stopPortal } from './portal-process.ts';
import { BENCH_CHROMIUM, emulatePresetPhone, firstNewsId, storeSession } from './signed-in-visit.ts';

const port = await freePort();
const frontPort = await freePort();
const direct = `http://127.0.0.1:${port}`;
/**
 * The browser reaches the portal through an HTTP/2 front with TLS (http2-front.ts), as every deployment's proxy serves
 * it to phones (docs/DEPLOY.md); LIGHTHOUSE_HTTP1=1 audits the portal's own HTTP/1.1 instead.
 */
const overHttp2 = process.env.LIGHTHOUSE_HTTP1 !== '1';
/** The origin the audited browser visits. */
const portal = overHttp2 ? `https://127.0.0.1:${frontPort}` : direct;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };
/** A warm visit paints the cards from what the browser kept before the network answers. */
const WARM_LCP_MS = 1200;
/** The sign-in screen, the first thing every client sees, is held to more. */
const SIGN_IN_PERFORMANCE = 95;

type Figures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  lcpElement: string;
  /** With LIGHTHOUSE_DETAIL=1: where the main thread's time went, and the scripts that took most of it. */
  detail: string[];
};
const showDetail = process.env.LIGHTHOUSE_DETAIL === '1';

/**
 * The visit before a warm one, on the phone Lighthouse's mobile preset emulates (its pictures are of that size):
 * the screen drawn with its pictures, and the service worker installed.
 */
async function visitOnce(page: Page, url: string) {
  await emulatePresetPhone(page);
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(
    () =>
      document.querySelector('main article img') !== null &&
      Array.from(document.querySelectorAll<HTMLImageElement>('main article img')).every(
        (image) => image.loading === 'lazy' || image.complete,
      ),
    { timeout: 60_000 },
  );
}

/**
 * One audit in a fresh browser; `token` signs the visit in through the stored session (lib/token-storage.ts)
 * first; `warm` visits the page once before.
 */
async function audit(url: string, token?: string, warm = false): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: BENCH_CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', ...(front ? [front.trustFlag] : [])],
  });
  try {
    if (token) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      // A page of the portal's origin that loads none of the app, so the audited visit starts with an empty cache.
      await page.goto(`${portal}/api/health`);
      await storeSession(page, token);
      if (warm) await visitOnce(page, url);
      await page.close();
      await browser.disconnect();
    }
    const result = (await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The stored session must survive; the cache is empty anyway in a browser started for this visit.
      disableStorageReset: Boolean(token),
      ...(warm ? { throttlingMethod: 'devtools' as const } : {}),
    })) as RunnerResult;
    const audits = result.lhr.audits;
    const lcpItems = (audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] })
      ?.items?.[0]?.items;
    return {
      performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      lcpElement: lcpItems?.[0]?.node?.snippet?.slice(0, 90) ?? '?',
      detail: showDetail ? [`benchmark index ${result.lhr.environment.benchmarkIndex}`, ...mainThreadDetail(audits)] : [],
    };
  } finally {
    chrome.kill();
  }
}

function mainThreadDetail(audits: RunnerResult['lhr']['audits']): string[] {
  const rows = (id: string) => (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const groups = rows('mainthread-work-breakdown').map((row) => `${row.groupLabel} ${ms(row.duration)}`);
  const scripts = rows('bootup-time')
    .slice(0, 6)
    .map(
      (row) =>
        `${String(row.url).replace(portal, '')}: ${ms(row.total)} (script ${ms(row.scripting)}, parse ${ms(row.scriptParseCompile)})`,
    );
  const tasks = rows('long-tasks')
    .slice(0, 6)
    .map((row) => `${String(row.url).replace(portal, '')} at ${ms(row.startTime)} for ${ms(row.duration)}`);
  const lcpPhases = (
    (audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items?.[1]
      ?.items ?? []
  ).map((row) => `${row.phase} ${ms(row.timing)}`);
  // Lighthouse's network rows carry the times it observed, unthrottled: compared with the observed LCP.
  const observed = (audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0] ?? {};
  const lcpMs = Number(observed.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY);
  const beforeLcp = rows('network-requests')
    .filter((row) => Number(row.networkRequestTime) < lcpMs)
    .sort((a, b) => Number(b.transferSize) - Number(a.transferSize));
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const totalBeforeLcp = beforeLcp.reduce((sum, row) => sum + Number(row.transferSize), 0);
  const requests = beforeLcp
    .slice(0, 12)
    .map(
      (row) =>
        `${String(row.url).replace(portal, '').slice(0, 70)} ${kilobytes(Number(row.transferSize))} at ${ms(row.networkRequestTime)}`,
    );
  return [
    `LCP phases: ${lcpPhases.join(', ')}`,
    `requested before the LCP (observed times): ${beforeLcp.length}, ${kilobytes(totalBeforeLcp)}`,
    ...requests.map((line) => `  ${line}`),
    `main thread: ${groups.join(', ')}`,
    ...scripts.map((line) => `script ${line}`),
    ...tasks.map((line) => `long task ${line}`),
  ];
}

function report(name: string, figures: Figures, { performanceTarget = TARGETS.performance, lcpTarget = TARGETS.lcpMs } = {}) {
  const met =
    figures.performance >= performanceTarget && figures.lcpMs <= lcpTarget && figures.tbtMs <= TARGETS.tbtMs && figures.cls <= TARGETS.cls
      ? 'targets met'
      : 'MISSED';
  console.log(
    [
      name.padEnd(16),
      `performance ${String(figures.performance).padStart(3)}`,
      `FCP ${(figures.fcpMs / 1000).toFixed(2)} s`,
      `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
      `TBT ${Math.round(figures.tbtMs)} ms`,
      `CLS ${figures.cls.toFixed(3)}`,
      `${(figures.bytes / 1024).toFixed(0)} KB transferred`,
      met,
      `(load ${loadAverage()})`,
    ].join('  '),
  );
  for (const line of [`LCP element: ${figures.lcpElement}`, ...figures.detail]) console.log(`${''.padEnd(16)}  ${line}`);
}

buildWebApp();

const server = await startPortal({ port, dataDir, seedDemo: true });
const front = overHttp2 ? await startHttp2Front(direct, frontPort) : undefined;
try {
  const token = await demoClientToken(direct);
  const screens = [
    { name: 'login', path: '/' },
    { name: 'news list', path: '/news' },
    { name: 'feature photos', path: '/feature-photos' },
    { name: 'videos', path: '/videos' },
    { name: 'news item', path: itemWebPath('news', await firstNewsId(direct, token)) },
    { name: 'news list, warm', path: '/news', warm: true },
  ];
  console.log(
    `Lighthouse mobile preset over HTTP/${overHttp2 ? '2 (TLS)' : '1.1'}, ${runs} run(s) each; targets: performance ≥ ${TARGETS.performance} (sign-in ≥ ${SIGN_IN_PERFORMANCE}), LCP ≤ ${TARGETS.lcpMs} ms (warm ≤ ${WARM_LCP_MS} ms), TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
  );
  const audited = screens.filter((screen) => screen.name.includes(process.env.LIGHTHOUSE_ONLY ?? ''));
  for (let run = 1; run <= runs; run += 1) {
    for (const { name, path, warm } of audited) {
      if (name === 'login') report(name, await audit(`${portal}${path}`), { performanceTarget: SIGN_IN_PERFORMANCE });
      else if (warm) report(name, await audit(`${portal}${path}`, token, true), { lcpTarget: WARM_LCP_MS });
      else report(name, await audit(`${portal}${path}`, token));
    }
  }
} finally {
  front?.server.close();
  await stopPortal(server, dataDir);
}
