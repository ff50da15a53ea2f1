/**
 * Bytes a browser receives for a first visit to the login screen, end to end: the portal started on
 * an empty data folder (no demo data) from the current web build, Chromium with an empty cache, and
 * Chrome's own count of what came over the wire (CDP encodedDataLength: headers and compressed
 * bodies), once as Chromium asks (br, gzip) and once asking for no encoding. The service worker is
 * kept out: its precache download starts after the screen is shown.
 * Run: npm run bench:transfer (after npm run build --prefix apps/web).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startPortal, stopPortal } from './portal-process.ts';

const port = await freePort();
const portal = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-transfer-'));
const KB = 1024;

type Visit = { requests: number; bytes: number; byType: Map<string, number>; encodings: Set<string> };

/** One visit to / in a fresh context, until the login form is shown and the network is quiet. */
async function visitLogin(browser: Awaited<ReturnType<typeof chromium.launch>>, acceptEncoding?: string): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const types = new Map<string, string>();
  const visit: Visit = { requests: 0, bytes: 0, byType: new Map(), encodings: new Set() };
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    visit.encodings.add(`${event.type}: ${encoding ?? 'none'}`);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'Other';
    visit.requests += 1;
    visit.bytes += event.encodedDataLength;
    visit.byType.set(type, (visit.byType.get(type) ?? 0) + event.encodedDataLength);
  });
  await page.goto(portal, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return visit;
}

function report(name: string, visit: Visit) {
  const parts = [...visit.byType].map(([type, bytes]) => `${type} ${(bytes / KB).toFixed(1)}`).join(', ');
  console.log(
    `${name.padEnd(22)} ${String(visit.requests).padStart(3)} requests ${(visit.bytes / KB).toFixed(1).padStart(8)} KB  (${parts})`,
  );
  console.log(`${''.padEnd(22)} encodings: ${[...visit.encodings].sort().join('; ')}`);
}

const server = await startPortal({ port, dataDir, seedDemo: false });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  report('compressed (br, gzip)', await visitLogin(browser));
  report('no encoding asked', await visitLogin(browser, 'identity'));
} finally {
  await browser.close();
  await stopPortal(server, dataDir);
}
